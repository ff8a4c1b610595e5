//===- LintAddressChecks.cpp - Where addresses point ----------------------===//
//
// misaligned-address (AlignedAddress, AlignedOpcodeAddress records),
// mixed-state-space-address (SpaceAddressed) and nc-load-of-written-memory
// (MemoryAccess, OpcodeMemoryAccess).
//
//===----------------------------------------------------------------------===//

#include "Lint.h"

#include "ConstantEval.h"

#include <map>

using namespace ptxlint;
using namespace ptxlint::lint;

namespace {

bool isAddress(const Operand &O) { return O.kind() == Operand::Kind::Address; }

/// The only address operand of I, or null when it has none or several.
const Operand *onlyAddress(const Instruction &I) {
  const Operand *Found = nullptr;
  for (const Operand &O : I.operands())
    if (isAddress(O)) {
      if (Found)
        return nullptr;
      Found = &O;
    }
  return Found;
}

bool isPowerOfTwo(uint64_t V) { return V && !(V & (V - 1)); }

/// The name an address is based on (`[%rd1]`, `[%rd1+8]`), or empty.
std::string_view writtenBase(const Operand &A) {
  if (A.kind() != Operand::Kind::Address || A.elements().size() != 1 ||
      A.elements()[0].kind() != Operand::Kind::Expression)
    return {};
  const Expr *E = A.elements()[0].value().get();
  if (E->K == Expr::Kind::Binary && E->text() == "+")
    E = E->Operands[0].get();
  return E->K == Expr::Kind::Symbol ? E->text() : std::string_view();
}

/// The register an address is based on, or empty.
std::string_view baseRegister(const FunctionFacts &F, const Operand &A) {
  std::string_view Name = writtenBase(A);
  return F.reg(Name) ? Name : std::string_view();
}

/// A register with one value throughout the function: from one write by
/// an instruction without errors, or from the caller.
bool holdsOneValue(const FunctionFacts &F, std::string_view Name) {
  const RegisterFacts *R = F.reg(Name);
  if (!R || R->Ambiguous)
    return false;
  if (R->Parameter)
    return R->Writes == 0;
  return R->writtenOnce() && F.Instructions[R->FirstWrite].clean();
}

//===----------------------------------------------------------------------===//
// misaligned-address
//===----------------------------------------------------------------------===//

void checkAligned(const FunctionFacts &F, size_t At, const Operand &A,
                  uint64_t Required) {
  if (!isPowerOfTwo(Required))
    return;
  std::optional<Place> P = F.resolve(A, At);
  if (!P || P->K == Place::Kind::Register)
    return;
  uint64_t PastBytes = static_cast<uint64_t>(P->Offset) & (Required - 1);
  if (!PastBytes)
    return;
  std::string Written = F.text(A.range());
  std::string Past = std::to_string(PastBytes) + " bytes past a multiple of " +
                     std::to_string(Required);
  std::string Why = Written + " is " + Past;
  if (P->K == Place::Kind::Variable) {
    const VariableFacts *V = F.variable(P->Name);
    // A variable aligned less than required may still land on a boundary.
    if (!V || V->Align < Required)
      return;
    std::string Location(P->Name);
    if (P->Offset)
      Location += (P->Offset > 0 ? "+" : "") + std::to_string(P->Offset);
    if (writtenBase(A) != P->Name)
      Why = Written + " holds " + Location + ", " + Past;
    Why += " ('" + std::string(P->Name) + "' is " + std::to_string(V->Align) +
           "-byte aligned)";
  }
  F.warn(DiagID::MisalignedAddress, A.range(),
         {F.Instructions[At].mnemonic(), std::to_string(Required), Why});
}

} // namespace

void lint::lintAlignment(const FunctionFacts &F) {
  if (!F.enabled(DiagID::MisalignedAddress))
    return;
  for (size_t At = 0; At < F.Instructions.size(); ++At) {
    F.prefetchAhead(At);
    const LintInstruction &LI = F.Instructions[At];
    if (!LI.clean() || !LI.op())
      continue;
    // Table indices, once per instruction rather than per record.
    int FormIndex = LI.form() ? LI.formIndex() : -1;
    int OpIndex = LI.opIndex();
    if (LI.form())
      for (const isa::AlignedAddressInfo &R : isa::alignedAddresses()) {
        if (R.Form != FormIndex)
          continue;
        const Operand *A = LI.operand(static_cast<uint16_t>(R.Operand));
        if (!A)
          continue;
        uint64_t Required = R.Bytes;
        if (!Required && R.SizeFrom >= 0) {
          const Operand *Size = LI.operand(static_cast<uint16_t>(R.SizeFrom));
          std::optional<int64_t> Value =
              Size && Size->kind() == Operand::Kind::Expression
                  ? F.integerValue(*Size->value(), At)
                  : std::nullopt;
          Required = Value && *Value > 0 ? static_cast<uint64_t>(*Value) : 0;
        } else if (!Required) {
          Required = LI.accessSize();
        }
        checkAligned(F, At, *A, Required);
      }
    for (const isa::AlignedAddressInfo &R : isa::alignedOpcodeAddresses()) {
      if (R.Opcode != OpIndex)
        continue;
      uint64_t Required = R.Bytes ? R.Bytes : LI.accessSize();
      for (const Operand &A : LI.Inst->operands())
        if (isAddress(A))
          checkAligned(F, At, A, Required);
    }
  }
}

//===----------------------------------------------------------------------===//
// mixed-state-space-address
//===----------------------------------------------------------------------===//

namespace {

/// Spaces whose addresses agree: generic and .global; the .shared ones.
std::string_view addressClass(const Modifier *Space) {
  if (!Space || Space->text() == ".global")
    return "generic";
  std::string_view Text = Space->text();
  return Text.substr(0, Text.find("::"));
}

std::string describeUse(const Modifier *Space) {
  return Space ? "a " + std::string(Space->text()) : std::string("a generic");
}

} // namespace

void lint::lintAddressSpaces(const FunctionFacts &F) {
  if (!F.enabled(DiagID::MixedStateSpaceAddress))
    return;
  struct FirstUse {
    std::string_view Class;
    const Modifier *Space;
    SourceRange Where;
    bool Reported = false;
  };
  std::unordered_map<std::string_view, FirstUse> Uses;
  for (size_t At = 0; At < F.Instructions.size(); ++At) {
    F.prefetchAhead(At);
    const LintInstruction &LI = F.Instructions[At];
    if (!LI.clean() || !LI.op())
      continue;
    bool Listed = false;
    uint16_t OpIndex = LI.opIndex();
    for (uint16_t Op : isa::spaceAddressed())
      Listed = Listed || Op == OpIndex;
    if (!Listed)
      continue;
    const Operand *Address = onlyAddress(*LI.Inst);
    if (!Address)
      continue;
    std::string_view Name = baseRegister(F, *Address);
    if (Name.empty() || !holdsOneValue(F, Name))
      continue;
    const Modifier *Space = LI.space();
    auto [It, New] = Uses.try_emplace(
        Name, FirstUse{addressClass(Space), Space, Address->range()});
    if (New || It->second.Reported || It->second.Class == addressClass(Space))
      continue;
    It->second.Reported = true;
    Diagnostic &D =
        F.warn(DiagID::MixedStateSpaceAddress, Address->range(),
               {Name, describeUse(Space), describeUse(It->second.Space),
                F.Ctx.position(It->second.Where)});
    D.Notes.push_back({It->second.Where, "'" + std::string(Name) +
                                             "' is used as " +
                                             describeUse(It->second.Space) +
                                             " address here"});
  }
}

//===----------------------------------------------------------------------===//
// nc-load-of-written-memory
//===----------------------------------------------------------------------===//

namespace {

/// The largest access: a 256-bit vector.
constexpr int64_t MaxAccess = 32;

/// Calls Visit(Address, Kind) for what the MemoryAccess records say
/// instruction LI does to memory: without a vector, for this is asked of
/// every instruction, twice.
template <typename Fn>
void forEachAccess(const LintInstruction &LI, Fn Visit) {
  if (LI.form()) {
    uint16_t FormIndex = LI.formIndex();
    for (const isa::MemoryAccessInfo &M : isa::memoryAccesses()) {
      if (M.Form != FormIndex)
        continue;
      bool When = M.When.Count == 0;
      for (const isa::QualifierInfo &Q : isa::qualifierList(M.When))
        When = When || LI.modifier(Q.Spelling);
      if (const Operand *A = LI.operand(static_cast<uint16_t>(M.Operand)); A && When)
        Visit(*A, M.Kind);
    }
  }
  for (const isa::MemoryAccessInfo &M : isa::opcodeMemoryAccesses())
    if (LI.is(isa::opcode(M.Opcode)))
      for (const Operand &O : LI.Inst->operands())
        if (O.kind() == Operand::Kind::Address) {
          Visit(O, M.Kind);
          break;
        }
}

/// The writes to one location: offset -> (size, instruction), in the
/// order of the instructions for each offset.
using WritesAt = std::multimap<int64_t, std::pair<int64_t, size_t>>;

/// Adds a write unless an earlier one has its offset and size: the check
/// reports the first write it meets, and a loop's body can store to one
/// place a hundred thousand times.
void addWrite(WritesAt &Writes, int64_t Offset, int64_t Size, size_t At) {
  auto [Begin, End] = Writes.equal_range(Offset);
  for (auto It = Begin; It != End; ++It)
    if (It->second.first == Size)
      return;
  Writes.emplace_hint(End, Offset, std::make_pair(Size, At));
}

/// The same memory, as a key: a variable, or a register with one value.
std::optional<std::pair<std::string_view, int64_t>>
locationOf(const FunctionFacts &F, const Operand &A, size_t At) {
  std::optional<Place> P = F.resolve(A, At);
  if (!P || P->K == Place::Kind::Immediate)
    return std::nullopt;
  if (P->K == Place::Kind::Register && !holdsOneValue(F, P->Name))
    return std::nullopt;
  return std::make_pair(P->Name, P->Offset);
}

/// Whether some form of Op names a label of the body as a target (bra,
/// brx.idx): after such an instruction, code before it may run again.
bool jumpsInBody(const isa::OpcodeInfo &Op) {
  constexpr uint8_t BodyLabels = isa::CodeLabelBit | isa::BranchTargetsBit;
  for (const isa::FormInfo &Form : isa::formsOf(Op))
    for (const isa::OperandInfo &O : isa::operandsOf(Form))
      if (O.Kind == isa::OperandKind::Label &&
          (O.Labels == 0 || (O.Labels & BodyLabels)))
        return true;
  return false;
}

} // namespace

void lint::lintReadOnlyLoads(const FunctionFacts &F) {
  if (!F.enabled(DiagID::NcLoadOfWrittenMemory))
    return;
  // Writes to global memory, by location; and the last instruction that
  // may jump, after which a load's thread may run a store written below it
  // first.
  std::unordered_map<std::string_view, WritesAt> Writes;
  std::unordered_map<uint16_t, bool> Jumps;
  size_t LastJump = 0;
  for (size_t At = 0; At < F.Instructions.size(); ++At) {
    F.prefetchAhead(At);
    const LintInstruction &LI = F.Instructions[At];
    if (!LI.op()) {
      LastJump = At; // An unknown opcode might be anything.
      continue;
    }
    auto [Known, New] = Jumps.try_emplace(LI.opIndex(), false);
    if (New)
      Known->second = jumpsInBody(*LI.op());
    if (Known->second)
      LastJump = At;
    const Modifier *Space = LI.space();
    if (Space && Space->text() != ".global")
      continue;
    forEachAccess(LI, [&](const Operand &Address, isa::MemoryAccessKind Kind) {
      if (Kind == isa::MemoryAccessKind::Write)
        if (auto Location = locationOf(F, Address, At))
          addWrite(Writes[Location->first], Location->second,
                   int64_t(LI.accessSize()), At);
    });
  }
  if (Writes.empty())
    return;
  for (size_t At = 0; At < F.Instructions.size(); ++At) {
    F.prefetchAhead(At);
    const LintInstruction &LI = F.Instructions[At];
    if (!LI.clean() || !LI.op())
      continue;
    forEachAccess(LI, [&](const Operand &Address, isa::MemoryAccessKind Kind) {
      if (Kind != isa::MemoryAccessKind::ReadOnly)
        return;
      auto Location = locationOf(F, Address, At);
      if (!Location)
        return;
      auto Found = Writes.find(Location->first);
      if (Found == Writes.end())
        return;
      int64_t Begin = Location->second;
      int64_t Size = std::max<int64_t>(int64_t(LI.accessSize()), 1);
      // Unknown sizes count as overlapping only at the same offset. A write
      // below a load with no jump after the load runs only after it: it
      // cannot have changed what the load read, unless another thread wrote
      // without synchronizing, a data race anyway. nvcc emits ldu so.
      const std::pair<int64_t, size_t> *Overlap = nullptr;
      for (auto It = Found->second.lower_bound(Begin - MaxAccess + 1);
           It != Found->second.end() && It->first < Begin + Size && !Overlap; ++It) {
        int64_t WriteSize = It->second.first;
        size_t Writer = It->second.second;
        bool MayComeFirst = Writer < At || At < LastJump;
        if (MayComeFirst && (It->first == Begin ||
                             (WriteSize && It->first + WriteSize > Begin)))
          Overlap = &It->second;
      }
      if (!Overlap)
        return;
      const Instruction &Writer = *F.Instructions[Overlap->second].Inst;
      Diagnostic &D = F.warn(DiagID::NcLoadOfWrittenMemory, Address.range(),
                             {LI.mnemonic(), F.text(Address.range()),
                              F.Ctx.position(Writer.Range)});
      D.Notes.push_back({Writer.Range, "the memory is written here"});
    });
  }
}
