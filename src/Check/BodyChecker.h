//===- BodyChecker.h - Names, declarations and function bodies -*- C++ -*-===//
//
// The checks that walk scopes: declaring names (and reporting
// redefinitions), resolving the names operands use, variable declarations,
// and function bodies block by block, each instruction handed to the
// instruction checker and the body to the lint pass after. ModuleChecker
// runs one on the thread that reads the module in order; with several
// threads, each worker of FunctionBodyPool runs its own on whole bodies,
// and splits a huge body's statements among helper threads.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_BODYCHECKER_H
#define PTXLINT_CHECK_BODYCHECKER_H

#include "CheckContext.h"
#include "Lint.h"

#include "ptxlint/AST.h"

#include <functional>

namespace ptxlint {

/// One declaration the module scope gained. A worker that checks function
/// bodies keeps its own copy of the module scope and replays these into it,
/// up to the point where the body's function was read: a body sees exactly
/// the names declared before it, and lookups need no lock.
struct ModuleScopeEvent {
  enum class Kind : uint8_t { Name, RegisterRange, Variable };
  Kind K = Kind::Name;
  std::string_view Name; ///< The name, or a register range's prefix.
  uint64_t Count = 0;    ///< RegisterRange: how many registers.
  FullSymbol Sym;        ///< Name and RegisterRange.
  lint::VariableFacts Variable; ///< Variable: what the lint pass knows of it.
};

/// The parameters a function or call prototype declares, as a call's
/// lists are matched against them.
std::shared_ptr<const Signature>
signatureOf(const std::optional<ParameterList> &Results,
            const std::optional<ParameterList> &Arguments);

class BodyChecker {
public:
  BodyChecker(CheckContext &Ctx, Linter &Lint) : Ctx(Ctx), Lint(Lint) {}

  /// When set, told of every declaration made at module scope.
  std::function<void(const ModuleScopeEvent &)> OnModuleScope;

  /// Declares a name other than a label, reporting a redefinition.
  void declare(const Token &Name, const FullSymbol &S);
  void declareLabel(const Token &Name, Symbol::List TargetList);
  /// Where a name stands, for what its one lookup reports beyond an
  /// undeclared name.
  struct NameUse {
    /// The registered opcode whose operand holds the name; null outside
    /// the operands of a known instruction. Then a special register's
    /// requirement is checked (`%cluster_ctarank`: sm_90).
    const isa::OpcodeInfo *Of;
    /// A label here is no value: reported (label-operand).
    bool LabelRefused;
  };
  /// Reports the names in E that are not declared and, by the same
  /// lookup, what Use asks for: each name is looked up once.
  void checkNamesIn(const Expr &E, NameUse Use = {nullptr, false});
  /// ptxas's "Constant overflow" on a decimal literal (ConstantEval.h).
  void checkConstantOverflow(std::string_view Literal, SourceRange Range);
  /// The decimal literals of a run of numbers that may overflow.
  void checkLongDecimals(const Initializer &Run);
  void checkNamesIn(const Operand &O, NameUse Use = {nullptr, false});
  /// The names in the operands of I, an instruction of Op (null: unknown).
  void checkOperandNames(const Instruction &I, const isa::OpcodeInfo *Op);
  void checkVariable(const VariableDecl &V, bool InFunction);
  /// The parameters, body and lint pass of a function with a body, whose
  /// name is declared already.
  void checkBody(const Function &F);
  /// Makes a declaration recorded by another BodyChecker's OnModuleScope.
  void replay(const ModuleScopeEvent &E);

  /// How many threads may check one huge body: its statements after its
  /// last declaration are then split into parts, each checked on its own
  /// thread (checkInParts). One: every body on the calling thread.
  unsigned PartThreads = 1;

private:
  void checkBlock(const Block &B);
  /// Declares the labels, target lists and prototypes of B before its
  /// statements are read; only the labels may be named before they appear
  /// (SymbolTable::setPosition).
  void declareForwardNames(const Block &B);
  void reportRedefinition(const Token &Name, const Symbol &Earlier);
  /// Checks B.Statements[From, end) of the function's outermost block,
  /// split among PartThreads threads, as if checked here in order.
  void checkInParts(const Block &B, size_t From);
  /// Checks B.Statements[Begin, End) of F, for checkInParts.
  void checkPart(const Function &F, const Block &B, size_t Begin, size_t End);
  /// Checks B.Statements[Begin, End) in order.
  void checkStatements(const Block &B, size_t Begin, size_t End);
  /// Takes over what Part checked, after what this one has; the first
  /// instruction Part checked is the body's FirstInstruction.
  void adoptPart(BodyChecker &Part, size_t FirstInstruction);
  void checkStatement(const Statement &S);
  /// The match record of I, an instruction of Op (null: unknown) that
  /// fits Match (null: no form without a problem), as the lint pass reads
  /// it.
  const uint16_t *matchRecord(const Instruction &I, const isa::OpcodeInfo *Op,
                              const FormMatch *Match);
  /// Whether record passes events on: at module scope only.
  bool recording() const {
    return OnModuleScope && Ctx.Symbols.atModuleScope();
  }
  void record(const ModuleScopeEvent &E) {
    if (recording())
      OnModuleScope(E);
  }

  CheckContext &Ctx;
  Linter &Lint;
  /// The instructions of the body being checked, in order, with the opcode
  /// and form the checker found: the lint pass takes them as they are.
  lint::InstructionList Checked;
  /// The match records of the instructions this checker checked, one copy
  /// of each: kept from body to body while they are few (checkBody).
  std::unique_ptr<lint::MatchStore> Matches =
      std::make_unique<lint::MatchStore>();
  /// Scratch: the record of one instruction (matchRecord).
  std::vector<uint16_t> MatchData;
  /// The registers of the function that the names of the instruction being
  /// checked resolved to, in order: Registers counts them without a lookup.
  std::vector<lint::ResolvedRegister> Resolved;
  /// What the instructions checked so far do with each register.
  lint::RegisterTally Registers;
  /// The function whose instruction operands are being resolved, or null
  /// (outside instructions, nothing is recorded).
  const Function *Resolving = nullptr;
  /// Records a name that resolved to S, if S is a register of Resolving.
  void recordRegister(const Expr &E, const Symbol &S);
  /// The parts' match records, which Checked refers to.
  std::vector<std::unique_ptr<lint::MatchStore>> PartMatches;
};

} // namespace ptxlint

#endif // PTXLINT_CHECK_BODYCHECKER_H
