//===- InstructionFacts.h - What the analyses read of an instruction -*- C++ -*-===//
//
// The analyses see a function as its instructions in source order, each
// with the opcode the checker resolved (InstructionSource), and ask of
// each one the facts src/ISA/Sync.td records for it, matched against the
// qualifiers written (factsOf), and which registers it reads and writes
// (forEachRegister). A register is a name the source says is one; special
// registers are read, never written.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSIS_INSTRUCTIONFACTS_H
#define PTXLINT_ANALYSIS_INSTRUCTIONFACTS_H

#include "ISA/ISA.h"

#include "ptxlint/AST.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace ptxlint::analysis {

/// No opcode: the instruction's opcode is unknown, or it had an error.
constexpr uint16_t NoOpcode = UINT16_MAX;

/// A function's instructions, in source order (nested scopes flattened),
/// as a client of the analyses holds them.
class InstructionSource {
public:
  virtual ~InstructionSource() = default;
  virtual size_t size() const = 0;
  virtual const Instruction &instruction(size_t At) const = 0;
  /// The isa::opcode index of instruction At, or NoOpcode.
  virtual uint16_t opcode(size_t At) const = 0;
  /// Whether Name is a register of the function (a `.reg` of its body or
  /// a parameter), not a variable, label or special register.
  virtual bool isRegister(std::string_view Name) const = 0;
  /// The kinds of the facts that apply to instruction At, as bits
  /// (1 << SyncFactKind), or all bits when not known: a source that keeps
  /// them (kindsOf computes them) spares the rules a look at each fact.
  virtual uint32_t factKinds(size_t At) const { return ~0u; }
};

/// The kinds of the facts that apply to instruction At (factKinds' bits),
/// found from the facts; only the kinds Wanted has are looked for.
uint32_t kindsOf(const InstructionSource &Source, size_t At,
                 uint32_t Wanted = ~0u);

/// The bit of Kind in factKinds.
constexpr uint32_t kindBit(isa::SyncFactKind Kind) {
  return uint32_t(1) << static_cast<unsigned>(Kind);
}

/// Whether F applies to I: one of its When qualifiers is written (or it
/// has none) and none of its Unless ones.
bool applies(const isa::SyncFactInfo &F, const Instruction &I);

/// The first fact of Kind that applies to instruction At, or null.
const isa::SyncFactInfo *factOf(const InstructionSource &Source, size_t At,
                                isa::SyncFactKind Kind);

/// Calls Visit(Fact) for each fact of Kind that applies to instruction At.
template <typename VisitFn>
void forEachFact(const InstructionSource &Source, size_t At,
                 isa::SyncFactKind Kind, VisitFn &&Visit) {
  if (!(Source.factKinds(At) & kindBit(Kind)))
    return;
  uint16_t Op = Source.opcode(At);
  if (Op == NoOpcode)
    return;
  for (const isa::SyncFactInfo &F : isa::syncFactsOf(Op))
    if (F.Kind == Kind && applies(F, Source.instruction(At)))
      Visit(F);
}

/// How an instruction touches a register it names.
enum class RegisterRole : uint8_t { Read, Written };

/// Calls Visit(Name, Expr, Role, OperandPosition) for each register or
/// special register named in instruction At: the guard (position -1),
/// then the operands. The first operand is written, unless it is an
/// address or the opcode has a NoResult fact; so are the paired predicate
/// of `d|p` and the elements of a written vector or list. A register in an
/// address is read.
template <typename VisitFn>
void forEachRegister(const InstructionSource &Source, size_t At,
                     VisitFn &&Visit);

/// Whether instruction At writes its first operand (see forEachRegister).
bool writesFirstOperand(const InstructionSource &Source, size_t At);

/// Whether Name is a special register (`%tid`, `%laneid`...).
bool isSpecialRegister(std::string_view Name);

namespace detail {
template <typename IsRegisterFn, typename VisitFn>
void visitExpr(const Expr &E, RegisterRole Role, int Position,
               IsRegisterFn &IsRegister, VisitFn &Visit) {
  if (E.K == Expr::Kind::Symbol) {
    // Registers first: they are most of the names, and telling a special
    // register takes longer.
    std::string_view Name = E.text();
    if (IsRegister(Name))
      Visit(Name, E, Role, Position);
    else if (isSpecialRegister(Name))
      Visit(Name, E, RegisterRole::Read, Position);
    return;
  }
  for (unsigned I = 0; I < E.numOperands(); ++I)
    visitExpr(*E.Operands[I], Role, Position, IsRegister, Visit);
}

template <typename IsRegisterFn, typename VisitFn>
void visitOperand(const Operand &O, RegisterRole Role, int Position,
                  IsRegisterFn &IsRegister, VisitFn &Visit) {
  if (O.value())
    visitExpr(*O.value(), Role, Position, IsRegister, Visit);
  if (ExprPtr Paired = O.pairedPredicate())
    visitExpr(*Paired, Role, Position, IsRegister, Visit);
  RegisterRole Elements =
      O.kind() == Operand::Kind::Address ? RegisterRole::Read : Role;
  for (const Operand &Element : O.elements())
    visitOperand(Element, Elements, Position, IsRegister, Visit);
}
} // namespace detail

/// forEachRegister, with IsRegister(Name) telling which names are
/// registers (a client that numbers them answers it faster than the
/// source).
template <typename IsRegisterFn, typename VisitFn>
void forEachRegisterOf(const InstructionSource &Source, size_t At,
                       IsRegisterFn &&IsRegister, VisitFn &&Visit) {
  const Instruction &I = Source.instruction(At);
  if (I.Pred) {
    std::string_view Name = I.Pred->Predicate.text();
    if (IsRegister(Name)) {
      StandaloneExpr Guard(Expr::Kind::Symbol, I.Pred->Predicate.Range, Name);
      Visit(Name, Guard.expr(), RegisterRole::Read, -1);
    }
  }
  NodeList<Operand> Operands = I.operands();
  bool WritesFirst = writesFirstOperand(Source, At);
  for (size_t N = 0; N < Operands.size(); ++N)
    detail::visitOperand(Operands[N],
                         N == 0 && WritesFirst ? RegisterRole::Written
                                               : RegisterRole::Read,
                         static_cast<int>(N), IsRegister, Visit);
}

template <typename VisitFn>
void forEachRegister(const InstructionSource &Source, size_t At,
                     VisitFn &&Visit) {
  forEachRegisterOf(
      Source, At, [&](std::string_view Name) { return Source.isRegister(Name); },
      Visit);
}

} // namespace ptxlint::analysis

#endif // PTXLINT_ANALYSIS_INSTRUCTIONFACTS_H
