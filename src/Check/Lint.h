//===- Lint.h - Warnings about code ptxas accepts --------------*- C++ -*-===//
//
// The lint pass runs once per function body, after the checker: it reports
// what ptxas accepts but cannot do what it says (src/Basic/LintDiagnostics.td),
// on instructions the checker found no error in, from the ISA facts of
// src/ISA/Lint.td.
//
// It first gathers what the function says about its registers and
// variables (FunctionFacts: who may write each register, the one value of a
// register written once, where an address certainly points), in one walk
// over the body; the instructions come from the checker with their opcode,
// form, operand assignment and the registers their names resolved to
// already found, so the lint pass matches and looks up nothing again. Each
// check then walks the instructions once. Everything is linear in the size
// of the function, up to the fixed depth to which register values are
// followed (MaxChase).
//
// The facts are flow-insensitive and err on the side of silence: a
// register counts as written by every instruction that names it as its
// first operand (even where that operand is only read), so "written once"
// and "never written" are certain.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECK_LINT_H
#define PTXLINT_CHECK_LINT_H

#include "CheckContext.h"
#include "InstructionChecker.h"

#include "AST/LargeArrays.h"
#include "AST/Prefetch.h"

#include "ptxlint/AST.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ptxlint {
namespace lint {

/// A variable the function can address: its state space and alignment.
struct VariableFacts {
  std::string_view Space; ///< "global", "shared", "local", "const", "param".
  uint64_t Align = 0;     ///< Bytes: `.align`, else the type's size; 0: unknown.
  SourceRange Declared;
  bool Ambiguous = false; ///< Declared twice: facts about it are unusable.
};

using VariableMap = std::unordered_map<std::string_view, VariableFacts>;

/// "shared" for `.shared` and `.shared::cta`; empty for words that are not
/// state spaces.
std::string_view spaceName(std::string_view Spelling);

/// The variables a declaration declares, with what is known of each.
std::vector<std::pair<std::string_view, VariableFacts>>
variablesOf(const std::vector<Qualifier> &Qualifiers,
            const std::vector<const Declarator *> &Declarators);
std::vector<std::pair<std::string_view, VariableFacts>>
variablesOf(const VariableDecl &V);
/// Adds one variable to Map; a second, different declaration of the name
/// makes it ambiguous.
void addVariable(std::string_view Name, const VariableFacts &Facts,
                 VariableMap &Map);

/// What the function does with one register.
struct RegisterFacts {
  unsigned Writes = 0;       ///< Appearances where it may be written.
  unsigned Appearances = 0;  ///< All appearances, writes included.
  unsigned PolicyWrites = 0; ///< Writes as a createpolicy's result.
  size_t FirstWrite = SIZE_MAX; ///< Index into FunctionFacts::Instructions.
  bool Parameter = false;    ///< A `.reg` parameter: the caller writes it.
  bool Declared = false;     ///< Declared in the body (not elsewhere).
  bool Ambiguous = false;    ///< Declared twice in the function.
  SourceRange Declaration;

  /// The register holds one value wherever it is read after FirstWrite.
  bool writtenOnce() const { return !Ambiguous && Writes == 1 && !Parameter; }
};

/// A name in an instruction's guard or operands that the checker's one
/// lookup (BodyChecker::checkNamesIn) resolved to a register declared in
/// the function being checked, a parameter or the body's. 12 bytes: a body
/// holds two or three for each instruction.
class ResolvedRegister {
public:
  ResolvedRegister(uint32_t Offset, SourceRange Declared, bool Parameter)
      : Offset(Offset), DeclaredBegin(Declared.Begin),
        DeclaredSize(Declared.size() & SizeMask),
        Parameter(Parameter) {}

  /// Where the name is written: its Expr's Range.Begin.
  uint32_t offset() const { return Offset; }
  /// Its declaration (`%r<100>`'s, for `%r12`).
  SourceRange declared() const {
    return {DeclaredBegin, DeclaredBegin + DeclaredSize};
  }
  /// A `.reg` parameter: the caller writes it.
  bool parameter() const { return Parameter; }

private:
  /// A name of two billion characters is cut short in the note that shows
  /// the declaration; nothing else reads its end.
  static constexpr uint32_t SizeMask = 0x7fffffff;
  uint32_t Offset;
  uint32_t DeclaredBegin;
  uint32_t DeclaredSize : 31;
  uint32_t Parameter : 1;
};

/// A body's registers, each instruction's in a run.
using ResolvedRegisterList = LargeVector<ResolvedRegister>;

/// A slot of a form that was written, in 6 bytes (a body holds one for
/// each qualifier of each instruction): its index in isa::slotsOf(Form),
/// the qualifier, and the modifier of the instruction that wrote it.
struct WrittenQualifier {
  /// ModifierIndex when no modifier wrote the slot.
  static constexpr uint16_t NoModifier = UINT16_MAX;
  uint16_t Slot;
  uint16_t Qualifier; ///< isa::qualifier(Qualifier).
  /// Its index in Instruction::Modifiers, or NoModifier.
  uint16_t ModifierIndex;

  const isa::QualifierInfo &value() const { return isa::qualifier(Qualifier); }
  /// The modifier of I that wrote the slot, or null.
  const Modifier *wrote(const Instruction &I) const {
    return ModifierIndex == NoModifier ? nullptr : &I.Modifiers[ModifierIndex];
  }
};

/// The slots of an instruction's form that were written, read from the
/// three numbers each is kept as (LintInstruction::MatchData).
class WrittenList {
public:
  class iterator {
  public:
    explicit iterator(const uint16_t *At) : At(At) {}
    WrittenQualifier operator*() const { return {At[0], At[1], At[2]}; }
    iterator &operator++() {
      At += 3;
      return *this;
    }
    bool operator!=(const iterator &Other) const { return At != Other.At; }

  private:
    const uint16_t *At;
  };
  WrittenList(const uint16_t *Data, size_t Count) : Data(Data), Count(Count) {}
  iterator begin() const { return iterator(Data); }
  iterator end() const { return iterator(Data + 3 * Count); }
  size_t size() const { return Count; }

private:
  const uint16_t *Data;
  size_t Count;
};

/// One instruction as the lint pass sees it, in 32 bytes: a body holds one
/// for each instruction. Of the form the instruction fits, the lint pass
/// keeps the slots written and the operand specs (FormMatch's fields), in
/// an array of the body's arena; a whole FormMatch, with a vector entry for
/// every slot of the form, is several times as large.
struct LintInstruction {
  /// SpaceIndex and AccessBytes when they are to be found from the
  /// modifiers on each call (noteModifiers was not called, or the value
  /// does not fit in a byte).
  static constexpr uint8_t FindAgain = UINT8_MAX;
  /// SpaceIndex when no state space is written.
  static constexpr uint8_t NoSpace = UINT8_MAX - 1;
  /// OpIndex and FormIndex when there is none.
  static constexpr uint16_t NoIndex = UINT16_MAX;

  const Instruction *Inst = nullptr;
  /// The slots written, in slot order, as three numbers each (a
  /// WrittenQualifier's fields; WrittenCount of them), then the operand
  /// spec of each operand (isa::operandSpec; SpecCount of them). Null
  /// without a form.
  const uint16_t *MatchData = nullptr;
  /// Its registers, in the order the checker met them: the checker's
  /// ResolvedRegister list from FirstRegister up to the next instruction's
  /// (FunctionFacts::endRegister).
  uint32_t FirstRegister = 0;
  uint16_t OpIndex = NoIndex; ///< isa::opcode(OpIndex); NoIndex: unknown.
  /// The form the checker found the instruction fits without a problem,
  /// when the opcode's forms are modelled: isa::form(FormIndex).
  uint16_t FormIndex = NoIndex;
  uint8_t WrittenCount = 0, SpecCount = 0;
  /// The checker reported no error on it: only such instructions are linted.
  bool Clean = false;
  /// What space() and accessSize() answer, found once by noteModifiers
  /// while the checker has the instruction in the cache: most passes ask,
  /// and a huge body's modifiers and their text are far from it later.
  uint8_t SpaceIndex = FindAgain; ///< In Inst->Modifiers, or NoSpace.
  uint8_t AccessBytes = FindAgain;

  /// Sets SpaceIndex and AccessBytes from Inst's modifiers.
  void noteModifiers();

  /// The opcode, or null when it is not a known one.
  const isa::OpcodeInfo *op() const {
    return OpIndex == NoIndex ? nullptr : &isa::opcode(OpIndex);
  }
  /// The form, or null (see FormIndex).
  const isa::FormInfo *form() const {
    return FormIndex == NoIndex ? nullptr : &isa::form(FormIndex);
  }
  WrittenList written() const { return {MatchData, WrittenCount}; }
  std::string_view opcodeName() const {
    return OpIndex == NoIndex ? Inst->Opcode.Text : op()->Name;
  }
  bool is(const isa::OpcodeInfo &Other) const {
    return OpIndex == isa::indexOf(Other);
  }
  /// The operand the form's operand spec OperandIndex describes, or null.
  const Operand *operand(uint16_t OperandIndex) const;
  /// The modifier spelt Spelling, or null.
  const Modifier *modifier(std::string_view Spelling) const;
  /// The state space qualifier written, or null (generic addressing).
  const Modifier *space() const;
  /// The type qualifier and vector lanes written: the access size in bytes,
  /// or 0 if unknown.
  uint64_t accessSize() const;
  /// The mnemonic as written: `ld.global.v4.u32`.
  std::string mnemonic() const;
};

static_assert(sizeof(void *) != 8 || sizeof(LintInstruction) == 32,
              "a body holds one for each instruction");

/// A body's instructions, in order.
using InstructionList = LargeVector<LintInstruction>;

/// Where an address certainly points, after following registers written
/// once to a variable, a constant, or a register that is not written once.
struct Place {
  enum class Kind : uint8_t { Variable, Immediate, Register };
  Kind K = Kind::Register;
  std::string_view Name; ///< The variable, or the register the chain ends at.
  int64_t Offset = 0;    ///< Bytes added to it (the immediate's value).
  /// The chain passed a `cvta` to generic from this space (or
  /// `generic(var)`): the address is a generic one into it. Empty when
  /// unknown.
  std::string_view GenericInto;
  /// The chain passed a `cvta.to` or a `mov` of a variable: the address is
  /// a window offset rather than a generic address.
  bool WindowOffset = false;
};

class FunctionFacts {
public:
  /// Instructions: the body's, in order, as the checker resolved them;
  /// Resolved: the registers their names resolved to; Variables: the
  /// function's own, parameters and body, as the checker declared them.
  FunctionFacts(const VariableMap &ModuleVariables, VariableMap Variables,
                CheckContext &Ctx, size_t FirstDiagnostic,
                InstructionList Instructions,
                const ResolvedRegisterList &Resolved);

  CheckContext &Ctx;
  InstructionList Instructions;

  /// Asks for the tree of the instruction PrefetchDistance after At
  /// (AST/Prefetch.h): each pass's walk calls it for each instruction, for
  /// the walks wait on the memory more than they compute.
  void prefetchAhead(size_t At) const {
    if (At + PrefetchDistance < Instructions.size())
      prefetchInstruction(Instructions[At + PrefetchDistance].Inst);
  }

  /// The end of instruction At's registers in the checker's list: where
  /// the next instruction's begin.
  uint32_t endRegister(size_t At, const ResolvedRegisterList &Resolved) const {
    return At + 1 < Instructions.size()
               ? Instructions[At + 1].FirstRegister
               : static_cast<uint32_t>(Resolved.size());
  }

  const RegisterFacts *reg(std::string_view Name) const;
  const VariableFacts *variable(std::string_view Name) const;

  /// The address operand A of instruction At taken apart, registers
  /// followed; nothing if it is not `[name]`, `[name+imm]` or `[imm]`.
  std::optional<Place> resolve(const Operand &A, size_t At) const;
  /// The space a generic address of instruction At certainly points into
  /// ("shared", "local", "global", ...), with a description for messages;
  /// empty when unknown.
  std::pair<std::string_view, std::string> genericTarget(const Operand &A,
                                                         size_t At) const;
  /// The instruction that writes the register Name written once, if it
  /// comes before instruction At and has no error.
  const LintInstruction *onlyWriter(std::string_view Name, size_t At) const;
  /// The value of E at instruction At: a constant, or a register written
  /// once, before At, by a `mov` of a constant. Integers as int64_t.
  std::optional<int64_t> integerValue(const Expr &E, size_t At,
                                      SourceRange *SetAt = nullptr) const;
  std::optional<double> floatValue(const Expr &E, size_t At,
                                   SourceRange *SetAt = nullptr) const;

  /// Reports a warning on an instruction, unless switched off.
  Diagnostic &warn(DiagID ID, SourceRange Where,
                   std::initializer_list<std::string_view> Args) const {
    return (PassSink ? *PassSink : Ctx.Diags).reportFormatted(ID, Where, Args);
  }
  /// Set on a thread that runs a pass over a huge body beside the others
  /// (Linter::lintFunction): its findings go there, to be added in the
  /// order of the passes. The passes only read the facts.
  static thread_local DiagnosticEngine *PassSink;
  bool enabled(DiagID ID) const { return Ctx.Diags.isEnabled(ID); }
  std::string text(SourceRange R) const {
    return std::string(Ctx.Source.text().substr(R.Begin, R.End - R.Begin));
  }

  /// How far chains of registers are followed.
  static constexpr unsigned MaxChase = 8;

private:
  /// Counts the appearances of the registers the checker resolved in one
  /// instruction: which of them may be written depends on the operand
  /// each stands in.
  class RegisterNoter;
  RegisterFacts *registerResolvedAs(std::string_view Name,
                                    const ResolvedRegister &R);

  const VariableMap &ModuleVariables;
  VariableMap Variables; ///< The function's own: parameters and body.
  /// By name; a name that resolves to two declarations is ambiguous.
  std::unordered_map<std::string_view, RegisterFacts> Registers;
};

/// The checks, each one pass over the instructions (LintCacheChecks.cpp,
/// LintPolicyChecks.cpp, LintAddressChecks.cpp). The facts are gathered in
/// LintFacts.cpp, the queries over them answered in LintValues.cpp.
void lintCacheHints(const FunctionFacts &F);
void lintPolicies(const FunctionFacts &F);
void lintAlignment(const FunctionFacts &F);
void lintAddressSpaces(const FunctionFacts &F);
void lintReadOnlyLoads(const FunctionFacts &F);
void lintRedundant(const FunctionFacts &F);
/// L2 policy descriptors that reach .L2::cache_hint as constants, and
/// createpolicy.range on undefined ranges (LintDescriptorChecks.cpp).
void lintDescriptors(const FunctionFacts &F);

} // namespace lint

/// The lint pass over a module, fed by ModuleChecker as it goes.
class Linter {
public:
  /// A variable declared at module scope (lint::variablesOf).
  void noteModuleVariable(std::string_view Name,
                          const lint::VariableFacts &Facts);
  /// A variable declared in the function being checked, as a parameter or
  /// in its body (lint::variablesOf): known to the next lintFunction only.
  void noteFunctionVariable(std::string_view Name,
                            const lint::VariableFacts &Facts);
  /// Notes the function variables Part noted, as if noted here (a part of
  /// a body checked on another thread), and forgets them there.
  void adoptFunctionVariables(Linter &Part);
  /// Lints a function with a body once the checker has checked it; the
  /// diagnostics from FirstDiagnostic on in Ctx.Diags are its errors, and
  /// Instructions its instructions in order with the opcode, form and
  /// operand assignment the checker found, and Resolved the registers their
  /// names resolved to (so the lint pass matches and looks up nothing again).
  /// With Threads > 1, the passes over a huge body are shared among as
  /// many threads.
  void lintFunction(const Function &F, CheckContext &Ctx,
                    size_t FirstDiagnostic,
                    lint::InstructionList Instructions,
                    const lint::ResolvedRegisterList &Resolved,
                    unsigned Threads = 1);

private:
  lint::VariableMap ModuleVariables;
  lint::VariableMap FunctionVariables;
};

} // namespace ptxlint

#endif // PTXLINT_CHECK_LINT_H
