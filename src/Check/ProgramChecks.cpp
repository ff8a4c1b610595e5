//===- ProgramChecks.cpp - Rules over the whole module --------------------===//

#include "ProgramChecks.h"

#include "ConstantEval.h"

#include <algorithm>

using namespace ptxlint;

namespace {

bool hasLinkage(const std::vector<Token> &Linkage, std::string_view Word) {
  return std::any_of(Linkage.begin(), Linkage.end(),
                     [&](const Token &T) { return T.Text == Word; });
}

/// a * b, saturating: an absurd array size must not wrap below the limit.
uint64_t saturatingMultiply(uint64_t A, uint64_t B) {
  if (A != 0 && B > UINT64_MAX / A)
    return UINT64_MAX;
  return A * B;
}

} // namespace

uint32_t ProgramChecker::nodeFor(const Token &Name, bool IsFunction) {
  auto [It, Inserted] =
      ByName.try_emplace(Name.Text, static_cast<uint32_t>(Nodes.size()));
  if (Inserted) {
    Nodes.emplace_back();
    Nodes.back().Name = Name;
    Nodes.back().IsFunction = IsFunction;
  }
  return It->second;
}

void ProgramChecker::addSharedBytes(Node &Into, const VariableDecl &V,
                                    const Declarator &D) {
  bool Shared = false;
  uint64_t ElementBytes = 0, Lanes = 1;
  for (const Qualifier &Q : V.Qualifiers) {
    std::string_view Word = Q.Name.Text;
    if (Word == ".shared")
      Shared = true;
    else if (Word == ".v2" || Word == ".v4" || Word == ".v8")
      Lanes = static_cast<uint64_t>(Word[2] - '0');
    else if (const isa::QualifierInfo *Type = isa::findType(Word))
      ElementBytes = Type->Bits / 8;
  }
  if (!Shared || ElementBytes == 0)
    return;
  uint64_t Bytes = ElementBytes * Lanes;
  for (const ArrayDimension &Dimension : D.Dimensions) {
    // `[]`: dynamic shared memory when `.extern`, sized at launch; an
    // error of its own otherwise. Neither counts.
    std::optional<int64_t> Count =
        Dimension.Size ? evaluateInteger(*Dimension.Size) : std::nullopt;
    if (!Count || *Count < 0)
      return;
    Bytes = saturatingMultiply(Bytes, static_cast<uint64_t>(*Count));
  }
  // A sized `.extern .shared` counts too: in a whole program ptxas drops
  // the `.extern` ("ignoring extern qualifier").
  Into.SharedBytes = std::min(UINT64_MAX - Bytes, Into.SharedBytes) + Bytes;
  if (Bytes > Into.LargestBytes) {
    Into.LargestBytes = Bytes;
    Into.Largest = D.Name.Range;
  }
}

void ProgramChecker::noteVariable(const VariableDecl &V) {
  for (const Declarator &D : V.Declarators) {
    if (D.RangeCount)
      continue; // Registers (an error at module scope of its own).
    bool Known = ByName.count(D.Name.Text) != 0;
    uint32_t Index = nodeFor(D.Name, /*IsFunction=*/false);
    if (Nodes[Index].IsFunction)
      continue; // A redefinition, reported elsewhere.
    // An `.extern` declaration and the definition: count the variable once.
    if (!Known)
      addSharedBytes(Nodes[Index], V, D);
    if (D.Init)
      noteUses(Index, *D.Init);
  }
}

void ProgramChecker::noteFunction(const Function &F) {
  uint32_t Index = nodeFor(F.Name, /*IsFunction=*/true);
  if (!Nodes[Index].IsFunction)
    return; // A redefinition, reported elsewhere.
  {
    Node &N = Nodes[Index];
    N.Extern = N.Extern && hasLinkage(F.Linkage, ".extern");
    N.IsEntry = N.IsEntry || F.K == Function::Kind::Entry;
  }
  if (!F.Body)
    return;
  Nodes[Index].Defined = true;
  // Names declared in the function hide the module's; registers cannot
  // clash with module-scope names, so only these are kept.
  Locals.clear();
  for (const auto *List : {&F.ReturnParameters, &F.Parameters})
    if (*List)
      for (const ParameterDecl &P : **List)
        Locals.insert(P.Decl.Name.Text);
  noteBlock(Index, *F.Body);
  std::vector<uint32_t> &References = Nodes[Index].References;
  std::sort(References.begin(), References.end());
  References.erase(std::unique(References.begin(), References.end()),
                   References.end());
}

void ProgramChecker::noteAlias(const AliasDirective &A) {
  auto Alias = ByName.find(A.Alias.Text);
  auto Aliasee = ByName.find(A.Aliasee.Text);
  if (Alias == ByName.end() || Aliasee == ByName.end())
    return; // Unknown names are reported elsewhere.
  Node &N = Nodes[Alias->second];
  N.Defined = true;
  N.References.push_back(Aliasee->second);
}

void ProgramChecker::noteBlock(uint32_t From, const Block &B) {
  for (const Statement &S : B.Statements) {
    if (auto *L = std::get_if<Label>(&S.Node))
      Locals.insert(L->Name.Text);
    else if (auto *P = std::get_if<CallPrototype>(&S.Node))
      Locals.insert(P->Name.Text);
    else if (auto *T = std::get_if<TargetListDirective>(&S.Node))
      Locals.insert(T->Name.Text);
  }
  for (const Statement &S : B.Statements) {
    if (auto *I = std::get_if<Instruction>(&S.Node)) {
      // The callee of a `call` is its first single operand (after the
      // return parameters' list); its other names are parameters, a
      // register, a prototype or a .calltargets label.
      bool Call = I->Opcode.Text == "call";
      bool CalleeSeen = false;
      for (const Operand &O : I->Operands) {
        bool Callee = Call && !CalleeSeen && O.K == Operand::Kind::Expression;
        CalleeSeen = CalleeSeen || Callee;
        noteUses(From, O, Callee);
      }
    } else if (auto *V = std::get_if<VariableDecl>(&S.Node)) {
      bool Registers = std::any_of(
          V->Qualifiers.begin(), V->Qualifiers.end(),
          [](const Qualifier &Q) { return Q.Name.Text == ".reg"; });
      for (const Declarator &D : V->Declarators) {
        if (Registers)
          break;
        Locals.insert(D.Name.Text);
        addSharedBytes(Nodes[From], *V, D);
        if (D.Init)
          noteUses(From, *D.Init);
      }
    } else if (auto *Inner = std::get_if<Block>(&S.Node)) {
      noteBlock(From, *Inner);
    }
    // A .calltargets list names functions without referring to them: ptxas
    // neither resolves them nor counts their shared data.
  }
}

void ProgramChecker::noteUses(uint32_t From, const Expr &E, bool Call) {
  if (E.K == Expr::Kind::Symbol || E.K == Expr::Kind::Index) {
    auto It = ByName.find(E.Text);
    if (It != ByName.end() && !Locals.count(E.Text)) {
      Node &To = Nodes[It->second];
      std::vector<uint32_t> &References = Nodes[From].References;
      if (References.empty() || References.back() != It->second)
        References.push_back(It->second);
      if (To.IsFunction) {
        SourceRange &First = Call ? To.FirstCall : To.FirstAddress;
        if (First.Begin == First.End)
          First = E.Range;
      }
    }
  }
  for (unsigned I = 0; I < E.numOperands(); ++I)
    noteUses(From, *E.Operands[I], /*Call=*/false);
}

void ProgramChecker::noteUses(uint32_t From, const Operand &O, bool Call) {
  if (O.Value)
    noteUses(From, *O.Value, Call);
  for (const Operand &Element : O.Elements)
    noteUses(From, Element, /*Call=*/false);
}

void ProgramChecker::noteUses(uint32_t From, const Initializer &I) {
  if (I.Value)
    noteUses(From, *I.Value, /*Call=*/false);
  for (const Initializer &Element : I.Elements)
    noteUses(From, Element);
}

void ProgramChecker::finish() {
  checkExternFunctions();
  if (!Relocatable)
    checkSharedData();
}

void ProgramChecker::checkExternFunctions() {
  for (const Node &N : Nodes) {
    if (!N.IsFunction || !N.Extern || N.Defined)
      continue;
    bool Called = N.FirstCall.Begin != N.FirstCall.End;
    bool AddressTaken = N.FirstAddress.Begin != N.FirstAddress.End;
    if (isa::isRuntimeFunction(N.Name.Text)) {
      if (AddressTaken)
        Ctx.Diags.reportFormatted(DiagID::AddressOfRuntimeFunction,
                                  N.FirstAddress, {quoted(N.Name.Text)});
      continue;
    }
    if (Relocatable || (!Called && !AddressTaken))
      continue;
    bool CallFirst =
        Called && (!AddressTaken || N.FirstCall.Begin < N.FirstAddress.Begin);
    Diagnostic &D = Ctx.Diags.reportFormatted(
        DiagID::UnresolvedExternFunction,
        CallFirst ? N.FirstCall : N.FirstAddress,
        {CallFirst ? "call to" : "address of", quoted(N.Name.Text)});
    D.Notes.push_back({N.Name.Range, "declared '.extern' here"});
  }
}

void ProgramChecker::checkSharedData() {
  if (!Ctx.Target)
    return;
  uint64_t Limit = Ctx.Target->MaxStaticShared;
  // Most modules have less shared data in all than one entry may use.
  uint64_t Everything = 0;
  for (const Node &N : Nodes)
    Everything = std::min(UINT64_MAX - N.SharedBytes, Everything) + N.SharedBytes;
  if (Everything <= Limit)
    return;
  std::vector<uint32_t> SeenBy(Nodes.size(), UINT32_MAX), Work;
  for (uint32_t Entry = 0; Entry < Nodes.size(); ++Entry) {
    if (!Nodes[Entry].IsEntry || !Nodes[Entry].Defined)
      continue;
    uint64_t Total = 0;
    const Node *LargestIn = nullptr;
    Work.assign(1, Entry);
    SeenBy[Entry] = Entry;
    while (!Work.empty()) {
      const Node &N = Nodes[Work.back()];
      Work.pop_back();
      Total = std::min(UINT64_MAX - N.SharedBytes, Total) + N.SharedBytes;
      if (N.LargestBytes && (!LargestIn || N.LargestBytes > LargestIn->LargestBytes))
        LargestIn = &N;
      for (uint32_t Next : N.References)
        if (SeenBy[Next] != Entry) {
          SeenBy[Next] = Entry;
          Work.push_back(Next);
        }
    }
    if (Total <= Limit)
      continue;
    const Node &E = Nodes[Entry];
    Diagnostic &D = Ctx.Diags.reportFormatted(
        DiagID::TooMuchSharedData, E.Name.Range,
        {quoted(E.Name.Text), std::to_string(Total), std::to_string(Limit),
         Ctx.TargetNamedByTag ? std::string("the target")
                              : std::string(Ctx.Target->Name)});
    if (LargestIn)
      D.Notes.push_back({LargestIn->Largest,
                         "the largest .shared variable (" +
                             std::to_string(LargestIn->LargestBytes) +
                             " bytes) is declared here"});
  }
}
