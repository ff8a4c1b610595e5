//===- Lint.h - Warnings about code ptxas accepts --------------*- C++ -*-===//
//
// The lint pass runs once per function body, after the checker: it reports
// what ptxas accepts but cannot do what it says (src/Basic/LintDiagnostics.td),
// on instructions the checker found no error in, from the ISA facts of
// src/ISA/Lint.td.
//
// It works from what the function says about its registers and variables
// (FunctionFacts: who may write each register, the one value of a register
// written once, where an address certainly points). The instructions come
// from the checker with their opcode, form and operand assignment found,
// and the checker has counted the reads and writes of each register as it
// went (RegisterTally), so the lint pass matches and looks up nothing
// again. Each check then walks the instructions once. Everything is linear
// in the size of the function, up to the fixed depth to which register
// values are followed (MaxChase).
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

#include <algorithm>
#include <cstdint>
#include <iterator>
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
/// the function being checked, a parameter or the body's. Kept only while
/// that instruction is checked: RegisterTally sums them up at its end.
struct ResolvedRegister {
  uint32_t Offset;      ///< Where the name is written: its Expr's Range.Begin.
  SourceRange Declared; ///< Its declaration (`%r<100>`, for `%r12`).
  bool Parameter;       ///< A `.reg` parameter: the caller writes it.
};

struct LintInstruction;

/// What a body's instructions do with each of its registers, by name,
/// summed up instruction by instruction as the checker goes: the lint
/// pass's memory then grows with the registers, not the instructions.
class RegisterTally {
public:
  /// Counts the appearances of the registers of instruction At, whose
  /// names resolved as Resolved says, in the order the checker met them:
  /// which of them may be written depends on the operand each stands in.
  void noteInstruction(const LintInstruction &LI, size_t At,
                       const std::vector<ResolvedRegister> &Resolved);
  /// Takes over Part's facts as if its instructions had been noted here,
  /// after this tally's, the first of them as instruction Offset.
  void adopt(RegisterTally &Part, size_t Offset);
  const RegisterFacts *find(std::string_view Name) const {
    auto It = ByName.find(Name);
    return It == ByName.end() ? nullptr : &It->second;
  }
  void clear() { ByName.clear(); }

private:
  class Noter;
  /// A name that resolves to two declarations is ambiguous.
  std::unordered_map<std::string_view, RegisterFacts> ByName;
};

/// A pointer kept as a PackedAddress, with one bit of its own in the low
/// bit that T's alignment leaves clear: 4-byte aligned, so that a record
/// of two of them is 16 bytes.
template <typename T> class PackedPointer {
  static_assert(alignof(T) >= 2, "the lowest bit of the address is the tag");

public:
  PackedPointer(const T *Pointer = nullptr) : Address(Pointer) {}
  operator const T *() const {
    return reinterpret_cast<const T *>(bits() & ~uintptr_t(1));
  }
  const T *operator->() const { return *this; }
  bool tag() const { return bits() & 1; }
  void setTag(bool Tag) {
    Address = PackedAddress(
        reinterpret_cast<const void *>((bits() & ~uintptr_t(1)) | Tag));
  }

private:
  uintptr_t bits() const { return reinterpret_cast<uintptr_t>(Address.get()); }
  PackedAddress Address;
};

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
    return ModifierIndex == NoModifier ? nullptr
                                       : &I.modifiers()[ModifierIndex];
  }
};

/// The slots of an instruction's form that were written, read from the
/// three numbers each is kept as (a match record: namespace match).
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

/// What the checker found of one instruction, as an array of numbers: the
/// opcode (isa::opcode; NoIndex: unknown), the form it fits without a
/// problem when the opcode's forms are modelled (isa::form; NoIndex: none),
/// the count of slots written and, shifted by 8, of operand specs, what
/// its modifiers say of its access (LintInstruction::modifierFacts), then
/// three numbers for each slot written, in slot order (a WrittenQualifier's
/// fields), then the operand spec of each operand (isa::operandSpec).
/// Instructions that found the same share one copy (MatchStore): a body of
/// a million instructions holds a few dozen distinct ones.
namespace match {
constexpr uint16_t NoIndex = UINT16_MAX;
constexpr size_t OpcodeAt = 0, FormAt = 1, CountsAt = 2, ModifierFactsAt = 3,
                 WrittenAt = 4;
/// The record of an instruction whose opcode is not a known one.
extern const uint16_t Unknown[];
} // namespace match

/// Where a body's match records live, one copy of each.
class MatchStore {
public:
  /// The stored copy of Record, which is copied if new.
  const uint16_t *intern(const std::vector<uint16_t> &Record);
  /// How many distinct records it holds.
  size_t size() const { return Records.size(); }

private:
  ASTArena Storage;
  /// The stored records by their bytes.
  std::unordered_map<std::string_view, const uint16_t *> Records;
};

/// One instruction as the lint pass sees it, in 16 bytes: a body holds one
/// for each instruction. Of the form the instruction fits, the lint pass
/// keeps the slots written and the operand specs (FormMatch's fields) in a
/// record shared with every instruction that matched alike; a whole
/// FormMatch, with a vector entry for every slot of the form, is several
/// times as large.
struct LintInstruction {
  /// The space index or access size of modifierFacts when it is to be
  /// found from the modifiers on each call (it does not fit in a byte).
  static constexpr uint8_t FindAgain = UINT8_MAX;
  /// The space index when no state space is written.
  static constexpr uint8_t NoSpace = UINT8_MAX - 1;
  /// opIndex() and formIndex() when there is none.
  static constexpr uint16_t NoIndex = match::NoIndex;

  /// The instruction; its tag: the checker reported no error on it.
  PackedPointer<Instruction> Inst;
  /// What the checker found (namespace match); never null.
  PackedPointer<uint16_t> Match = match::Unknown;

  /// Only instructions without an error are linted.
  bool clean() const { return Inst.tag(); }
  void setClean(bool Clean) { Inst.setTag(Clean); }

  /// What space() and accessSize() answer, for the match record: the
  /// index of the state space among I's modifiers (or NoSpace), and the
  /// access size in bytes shifted by 8. Found once while the checker has
  /// the instruction in the cache: most passes ask, and a huge body's
  /// modifiers and their text are far from it later.
  static uint16_t modifierFacts(const Instruction &I);

  /// isa::opcode(opIndex()); NoIndex: unknown.
  uint16_t opIndex() const { return Match[match::OpcodeAt]; }
  /// isa::form(formIndex()); NoIndex: no form fits without a problem, or
  /// the opcode's forms are not modelled.
  uint16_t formIndex() const { return Match[match::FormAt]; }
  size_t writtenCount() const { return Match[match::CountsAt] & 0xff; }
  size_t specCount() const { return Match[match::CountsAt] >> 8; }

  /// The opcode, or null when it is not a known one.
  const isa::OpcodeInfo *op() const {
    return opIndex() == NoIndex ? nullptr : &isa::opcode(opIndex());
  }
  /// The form, or null (see FormIndex).
  const isa::FormInfo *form() const {
    return formIndex() == NoIndex ? nullptr : &isa::form(formIndex());
  }
  WrittenList written() const {
    return {Match + match::WrittenAt, writtenCount()};
  }
  std::string_view opcodeName() const {
    return opIndex() == NoIndex ? Inst->Opcode.text() : op()->Name;
  }
  bool is(const isa::OpcodeInfo &Other) const {
    return opIndex() == isa::indexOf(Other);
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

static_assert(sizeof(void *) != 8 || sizeof(LintInstruction) == 16,
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
  /// Registers: what they do with each register; Variables: the
  /// function's own, parameters and body, as the checker declared them.
  FunctionFacts(const VariableMap &ModuleVariables, VariableMap Variables,
                CheckContext &Ctx, size_t FirstDiagnostic,
                InstructionList Instructions, RegisterTally Registers);

  CheckContext &Ctx;
  InstructionList Instructions;

  /// Asks for the tree of the instruction PrefetchDistance after At
  /// (AST/Prefetch.h): each pass's walk calls it for each instruction, for
  /// the walks wait on the memory more than they compute.
  void prefetchAhead(size_t At) const {
    if (At + PrefetchDistance < Instructions.size())
      prefetchInstruction(Instructions[At + PrefetchDistance].Inst);
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
  const VariableMap &ModuleVariables;
  VariableMap Variables; ///< The function's own: parameters and body.
  RegisterTally Registers;
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
  /// operand assignment the checker found, and Registers what they do with
  /// each register (so the lint pass matches and looks up nothing again).
  /// With Threads > 1, the passes over a huge body are shared among as
  /// many threads.
  void lintFunction(const Function &F, CheckContext &Ctx,
                    size_t FirstDiagnostic, lint::InstructionList Instructions,
                    lint::RegisterTally Registers, unsigned Threads = 1);

private:
  lint::VariableMap ModuleVariables;
  lint::VariableMap FunctionVariables;
};

} // namespace ptxlint

#endif // PTXLINT_CHECK_LINT_H
