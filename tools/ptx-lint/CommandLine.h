//===- CommandLine.h - ptx-lint's command line, as a function --*- C++ -*-===//
//
// The whole of the ptx-lint command: its options, and the run they ask
// for. The tool's main calls it, and so does the Python package for
// `python3 -m ptxlint`, so that both take the same options and give the
// same exit codes. It parses the process's one set of options (llvm::cl),
// from their defaults each time: one call at a time.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_TOOL_COMMANDLINE_H
#define PTXLINT_TOOL_COMMANDLINE_H

namespace ptxlint {

/// Runs `ptx-lint` with argv (argv[0] is the program's name); returns the
/// exit code (Driver.h, ExitCode).
int runCommandLine(int argc, char **argv);

} // namespace ptxlint

#endif // PTXLINT_TOOL_COMMANDLINE_H
