//===- AliasChecks.h - What ptxas asks of .alias ---------------*- C++ -*-===//
//
// `.alias alias, aliasee;` makes the prototype `alias` another name for the
// function `aliasee`. ptxas wants `alias` declared before, without a body,
// aliased once; `aliasee` a function of the module that is neither a
// kernel nor `.weak` nor `.extern`; and the two prototypes the same:
// parameters in the same state spaces, of the same types and alignment,
// and `.noreturn` on both or neither.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_ALIASCHECKS_H
#define PTXLINT_CHECK_ALIASCHECKS_H

#include "CheckContext.h"

#include "ptxlint/AST.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ptxlint {

class AliasChecker {
public:
  explicit AliasChecker(CheckContext &Ctx) : Ctx(Ctx) {}

  /// Records the prototype of F (its latest declaration or definition).
  void noteFunction(const Function &F);
  /// Checks an alias against the functions noted so far; false if the
  /// alias name was never declared.
  bool checkAlias(const AliasDirective &A);

private:
  struct Parameter {
    std::string_view Space, Type;
    unsigned Lanes = 1;
    uint64_t Alignment = 0; ///< Explicit or natural, in bytes.
    std::string Dimensions; ///< `[2][4]`, as written.
  };
  struct Prototype {
    Function::Kind Kind;
    std::string_view Linkage; ///< `.weak`, `.extern`, `.visible` or empty.
    bool HasBody = false, NoReturn = false;
    std::vector<Parameter> Returns, Parameters;
    SourceRange Name;
  };

  static std::vector<Parameter> shapeOf(const std::optional<ParameterList> &L);
  /// "the number of parameters, parameter types": how two prototypes
  /// differ, empty if they do not.
  static std::string differences(const Prototype &A, const Prototype &B);

  CheckContext &Ctx;
  std::unordered_map<std::string_view, Prototype> Functions;
  /// Each alias made, with its aliasee's name.
  std::unordered_map<std::string_view, std::string_view> Aliased;
};

} // namespace ptxlint

#endif // PTXLINT_CHECK_ALIASCHECKS_H
