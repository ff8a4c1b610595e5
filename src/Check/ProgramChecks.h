//===- ProgramChecks.h - Rules over the whole module ------------*- C++ -*-===//
//
// What ptxas decides only once it has the whole program: whether every
// function the module uses is defined (or supplied by ptxas itself), and
// whether each `.entry`, with everything it reaches, fits the target's
// static shared memory and keeps to one value of the qualifiers a kernel
// may use one of (OneValuePerKernel in the .td files). The module checker tells the ProgramChecker of each
// module-scope declaration as it reads it, on the thread that reads the
// module in order; the checker keeps a compact reference graph (no syntax
// tree), and finish() decides once the module is complete, so the findings
// do not depend on how many threads check function bodies.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_PROGRAMCHECKS_H
#define PTXLINT_CHECK_PROGRAMCHECKS_H

#include "CheckContext.h"

#include "ptxlint/AST.h"

#include <unordered_map>
#include <vector>

namespace ptxlint {

class ProgramChecker {
public:
  /// Relocatable: the module is compiled with `ptxas -c`, so names may be
  /// resolved by the linker and shared memory is laid out there.
  ProgramChecker(CheckContext &Ctx, bool Relocatable)
      : Ctx(Ctx), Relocatable(Relocatable) {}

  /// A module-scope variable declaration.
  void noteVariable(const VariableDecl &V);
  /// A function's prototype or its (first) definition.
  void noteFunction(const Function &F);
  /// `.alias Alias, Aliasee;`: Alias is defined, and leads to Aliasee.
  void noteAlias(const AliasDirective &A);
  /// Reports what the whole module shows.
  void finish();

private:
  /// A function or variable declared at module scope.
  struct Node {
    Token Name; ///< As first declared.
    bool IsFunction = false;
    bool IsEntry = false;
    /// Functions: every declaration says `.extern`. Variables: unused.
    bool Extern = true;
    /// Functions: a body or an alias defines it here.
    bool Defined = false;
    /// Static .shared bytes the node brings to an entry that reaches it: a
    /// variable's own size, or the .shared variables a function declares.
    uint64_t SharedBytes = 0;
    /// The largest of those variables, for the note.
    uint64_t LargestBytes = 0;
    SourceRange Largest;
    /// The first call of a function, and the first other use of its name
    /// (its address taken); empty when there is none.
    SourceRange FirstCall, FirstAddress;
    /// What the node refers to: the names a function's body uses, the
    /// names in a variable's initializer.
    std::vector<uint32_t> References;
    /// Functions: the first instruction of the body that writes each value
    /// of a OneValuePerKernel rule (in the order found).
    struct ValueUse {
      uint8_t Rule, Value; ///< isa::oneValuePerKernelRules()[Rule].Values[Value]
      SourceRange Where;   ///< The qualifier.
    };
    std::vector<ValueUse> ValueUses;
  };

  uint32_t nodeFor(const Token &Name, bool IsFunction);
  /// The .shared bytes of one declarator (0 for other spaces and for
  /// dynamic shared memory); Into collects them.
  void addSharedBytes(Node &Into, const VariableDecl &V, const Declarator &D);
  /// A use of a module-scope name, kept until the names the function
  /// declares itself are known.
  struct Use {
    uint32_t To;
    SourceRange Where;
    bool Call; ///< The callee of a `call`.
  };
  /// Collects in Uses the module-scope names E uses; Call: E is the callee
  /// of a `call`.
  void collectUses(const Expr &E, bool Call);
  void collectUses(const Operand &O, bool Call);
  void collectUses(const Initializer &I);
  void collectBlock(Node &Into, const Block &B);
  /// Notes a non-register name declared inside the function being read.
  void noteLocal(std::string_view Name);
  /// Notes in Into the values of OneValuePerKernel rules that I writes.
  void noteValueUses(Node &Into, const Instruction &I);
  /// Makes the collected Uses, but those of names in Locals, references
  /// of From; empties both.
  void recordUses(uint32_t From);
  void checkExternFunctions();
  /// Calls Visit with Root and, when FollowReferences, with every node
  /// it reaches through references, each once; another `.entry` is not
  /// entered (taking a kernel's address launches it).
  template <typename VisitFn>
  void forEachReached(uint32_t Root, bool FollowReferences, VisitFn Visit);
  void checkSharedData();
  void checkOneValuePerKernel();

  CheckContext &Ctx;
  bool Relocatable;
  std::vector<Node> Nodes; ///< In the order first declared.
  std::unordered_map<std::string_view, uint32_t> ByName;
  /// Whether a module-scope name starts with `%`, as registers do (legal,
  /// and never seen): without one, `%` names need no lookup.
  bool PercentNames = false;
  std::vector<Use> Uses;
  /// Scratch of forEachReached: the walk that last reached each node (walks
  /// are numbered from 1), and the nodes still to visit.
  std::vector<uint32_t> ReachedIn, ReachWork;
  uint32_t Walks = 0;
  /// The non-register names declared inside the function being read that
  /// hide module-scope ones of the same name.
  std::vector<std::string_view> Locals;
};

} // namespace ptxlint

#endif // PTXLINT_CHECK_PROGRAMCHECKS_H
