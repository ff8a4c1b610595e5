//===- DirectiveChecks.h - Directives against Directives.td ----*- C++ -*-===//
//
// What a directive, or a form of one, needs of the module's .version and
// .target, and which directives may stand between a function's signature
// and its body. The facts are records of src/ISA/Directives.td.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_DIRECTIVECHECKS_H
#define PTXLINT_CHECK_DIRECTIVECHECKS_H

#include "CheckContext.h"

#include "ptxlint/AST.h"

#include <string_view>
#include <vector>

namespace ptxlint {

/// Reports what the directive or form called Name in Directives.td needs
/// and the module lacks, at Where.
void checkDirective(CheckContext &Ctx, std::string_view Name,
                    SourceRange Where);

/// The strings of a `.pragma` written at Place (an isa::PragmaPlace;
/// PragmaInBody: the body Ctx.InKernelBody says): whether ptxas knows them,
/// takes them there, with those values, and what they need of the module
/// beyond what `.pragma` needs (which the caller checks).
void checkPragma(CheckContext &Ctx, const PragmaDirective &P, uint8_t Place);

/// Reports Literal, an integer written at Place (a ThirtyTwoBitValue record
/// of the .td files), at Range if Place takes 32 bits and the value does
/// not fit them. Returns whether it fits.
bool checkThirtyTwoBitValue(CheckContext &Ctx, std::string_view Place,
                            std::string_view Literal, SourceRange Range);

/// The linkage and the directives before the body of F, and the forms its
/// parameter list uses.
void checkFunctionDirectives(CheckContext &Ctx, const Function &F);

/// The directives after a call prototype's parameters, which ptxas reads as
/// a .func's (.noreturn, .abi_preserve, .abi_preserve_control).
void checkCallPrototypeDirectives(CheckContext &Ctx, const CallPrototype &C);

/// The qualifiers of a declaration, and the items of its `.attribute(...)`,
/// that Directives.td gates (`.weak`, `.common`, `.attribute`, `.managed`).
void checkDeclarationDirectives(CheckContext &Ctx,
                                const std::vector<Qualifier> &Qualifiers);

} // namespace ptxlint

#endif // PTXLINT_CHECK_DIRECTIVECHECKS_H
