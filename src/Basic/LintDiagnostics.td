//===- LintDiagnostics.td - Warnings beyond ptxas ------------*- tablegen -*-===//
//
// Code ptxas accepts but an expert would flag. Every warning here must be
// quiet on the real corpus (test/corpus): a warning there is either a real
// problem in nvcc's output or a false alarm to fix.
//
//===----------------------------------------------------------------------===//
