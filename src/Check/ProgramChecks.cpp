//===- ProgramChecks.cpp - Rules over the whole module --------------------===//

#include "ProgramChecks.h"

#include "DeclarationChecks.h"

#include <algorithm>

using namespace ptxlint;

namespace {

bool hasLinkage(const std::vector<Token> &Linkage, std::string_view Word) {
  return std::any_of(Linkage.begin(), Linkage.end(),
                     [&](const Token &T) { return T.Text == Word; });
}

/// a + b, saturating: an absurd array size must not wrap below
/// the limit.
uint64_t saturatingAdd(uint64_t A, uint64_t B) {
  return std::min(UINT64_MAX - B, A) + B;
}

} // namespace

uint32_t ProgramChecker::nodeFor(const Token &Name, bool IsFunction) {
  auto [It, Inserted] =
      ByName.try_emplace(Name.Text, static_cast<uint32_t>(Nodes.size()));
  if (Inserted) {
    Nodes.emplace_back();
    Nodes.back().Name = Name;
    Nodes.back().IsFunction = IsFunction;
    PercentNames = PercentNames || Name.Text.substr(0, 1) == "%";
  }
  return It->second;
}

void ProgramChecker::addSharedBytes(Node &Into, const VariableDecl &V,
                                    const Declarator &D) {
  DeclarationShape Shape = shapeOf(V.Qualifiers);
  if (Shape.Space != ".shared")
    return;
  // Not known for `[]`: dynamic shared memory when `.extern`, sized at
  // launch; an error of its own otherwise. Neither counts.
  std::optional<uint64_t> Declared = declaredBytes(Shape, D);
  if (!Declared)
    return;
  uint64_t Bytes = *Declared;
  // A sized `.extern .shared` counts too: in a whole program ptxas drops
  // the `.extern` ("ignoring extern qualifier").
  Into.SharedBytes = saturatingAdd(Into.SharedBytes, Bytes);
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
    if (D.Init) {
      collectUses(*D.Init);
      recordUses(Index);
    }
  }
}

void ProgramChecker::noteFunction(const Function &F) {
  uint32_t Index = nodeFor(F.Name, /*IsFunction=*/true);
  Node &N = Nodes[Index];
  if (!N.IsFunction)
    return; // A redefinition, reported elsewhere.
  N.Extern = N.Extern && hasLinkage(F.Linkage, ".extern");
  N.IsEntry = N.IsEntry || F.K == Function::Kind::Entry;
  if (!F.Body)
    return;
  N.Defined = true;
  for (const auto *List : {&F.ReturnParameters, &F.Parameters})
    if (*List)
      for (const ParameterDecl &P : **List)
        noteLocal(P.Decl.Name.Text);
  collectBlock(N, *F.Body);
  recordUses(Index);
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

void ProgramChecker::noteLocal(std::string_view Name) {
  // Only a local that shares a module-scope name hides anything; the
  // module's names do not change while a function is read. A body of a
  // million instructions has a hundred thousand labels, and no such name.
  if (ByName.count(Name))
    Locals.push_back(Name);
}

void ProgramChecker::collectBlock(Node &Into, const Block &B) {
  for (const Statement &S : B.Statements) {
    if (auto *I = S.getIf<Instruction>()) {
      noteValueUses(Into, *I);
      // The callee of a `call` is its first single operand (after the
      // return parameters' list); its other names are parameters, a
      // register, a prototype or a .calltargets label.
      bool Call = I->Opcode.text() == "call";
      bool CalleeSeen = false;
      for (const Operand &O : I->operands()) {
        bool Callee =
            Call && !CalleeSeen && O.kind() == Operand::Kind::Expression;
        CalleeSeen = CalleeSeen || Callee;
        collectUses(O, Callee);
      }
    } else if (auto *L = S.getIf<Label>()) {
      noteLocal(L->Name.text());
    } else if (auto *V = S.getIf<VariableDecl>()) {
      bool Registers = std::any_of(
          V->Qualifiers.begin(), V->Qualifiers.end(),
          [](const Qualifier &Q) { return Q.Name.Text == ".reg"; });
      for (const Declarator &D : V->Declarators) {
        if (Registers)
          break;
        noteLocal(D.Name.Text);
        addSharedBytes(Into, *V, D);
        if (D.Init)
          collectUses(*D.Init);
      }
    } else if (auto *Inner = S.getIf<Block>()) {
      collectBlock(Into, *Inner);
    } else if (auto *P = S.getIf<CallPrototype>()) {
      noteLocal(P->Name.Text);
    } else if (auto *T = S.getIf<TargetListDirective>()) {
      // A .calltargets list names functions without referring to them:
      // ptxas neither resolves them nor counts their shared data.
      noteLocal(T->Name.Text);
    }
  }
}

void ProgramChecker::collectUses(const Expr &E, bool Call) {
  if ((E.K == Expr::Kind::Symbol || E.K == Expr::Kind::Index) &&
      (PercentNames || E.text().substr(0, 1) != "%")) {
    auto It = ByName.find(E.text());
    if (It != ByName.end())
      Uses.push_back({It->second, E.Range, Call});
  }
  for (unsigned I = 0; I < E.numOperands(); ++I)
    collectUses(*E.Operands[I], /*Call=*/false);
}

void ProgramChecker::collectUses(const Operand &O, bool Call) {
  if (O.value())
    collectUses(*O.value(), Call);
  for (const Operand &Element : O.elements())
    collectUses(Element, /*Call=*/false);
}

void ProgramChecker::collectUses(const Initializer &I) {
  if (I.Value)
    collectUses(*I.Value, /*Call=*/false);
  for (const Initializer &Element : I.Elements)
    collectUses(Element);
}

void ProgramChecker::recordUses(uint32_t From) {
  // Names are looked up as a whole function's: a local name hides the
  // module's one everywhere in the function, not only in its block.
  std::sort(Locals.begin(), Locals.end());
  std::vector<uint32_t> &References = Nodes[From].References;
  for (const Use &U : Uses) {
    Node &To = Nodes[U.To];
    if (std::binary_search(Locals.begin(), Locals.end(), To.Name.Text))
      continue;
    References.push_back(U.To);
    if (To.IsFunction) {
      SourceRange &First = U.Call ? To.FirstCall : To.FirstAddress;
      if (First.Begin == First.End)
        First = U.Where;
    }
  }
  std::sort(References.begin(), References.end());
  References.erase(std::unique(References.begin(), References.end()),
                   References.end());
  Uses.clear();
  Locals.clear();
}

void ProgramChecker::noteValueUses(Node &Into, const Instruction &I) {
  isa::TableSpan<isa::OneValuePerKernelInfo> Rules =
      isa::oneValuePerKernelRules();
  for (size_t Rule = 0; Rule < Rules.size(); ++Rule) {
    if (I.Opcode.text() != Rules[Rule].Opcode)
      continue;
    for (const Modifier &M : I.modifiers())
      for (size_t Value = 0; Value < std::size(Rules[Rule].Values) &&
                             !Rules[Rule].Values[Value].empty();
           ++Value) {
        if (M.text() != Rules[Rule].Values[Value])
          continue;
        bool Seen = std::any_of(
            Into.ValueUses.begin(), Into.ValueUses.end(),
            [&](const Node::ValueUse &U) {
              return U.Rule == Rule && U.Value == Value;
            });
        if (!Seen)
          Into.ValueUses.push_back({static_cast<uint8_t>(Rule),
                                    static_cast<uint8_t>(Value), M.Range});
      }
  }
}

template <typename VisitFn>
void ProgramChecker::forEachReached(uint32_t Root, bool FollowReferences,
                                    VisitFn Visit) {
  // Each walk marks what it reached with a number of its own, so no walk
  // needs the marks cleared.
  ReachedIn.resize(Nodes.size(), 0);
  uint32_t Walk = ++Walks;
  ReachWork.assign(1, Root);
  ReachedIn[Root] = Walk;
  while (!ReachWork.empty()) {
    const Node &N = Nodes[ReachWork.back()];
    ReachWork.pop_back();
    Visit(N);
    if (!FollowReferences)
      continue;
    // Another kernel's address (a launch) brings nothing of it.
    for (uint32_t Next : N.References)
      if (ReachedIn[Next] != Walk && !Nodes[Next].IsEntry) {
        ReachedIn[Next] = Walk;
        ReachWork.push_back(Next);
      }
  }
}

void ProgramChecker::finish() {
  checkExternFunctions();
  if (!Relocatable)
    checkSharedData();
  checkOneValuePerKernel();
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
    Everything = saturatingAdd(Everything, N.SharedBytes);
  if (Everything <= Limit)
    return;
  for (uint32_t Entry = 0; Entry < Nodes.size(); ++Entry) {
    if (!Nodes[Entry].IsEntry || !Nodes[Entry].Defined)
      continue;
    uint64_t Total = 0;
    const Node *LargestIn = nullptr;
    forEachReached(Entry, /*FollowReferences=*/true, [&](const Node &N) {
      Total = saturatingAdd(Total, N.SharedBytes);
      if (N.LargestBytes && (!LargestIn || N.LargestBytes > LargestIn->LargestBytes))
        LargestIn = &N;
    });
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

void ProgramChecker::checkOneValuePerKernel() {
  if (std::none_of(Nodes.begin(), Nodes.end(),
                   [](const Node &N) { return !N.ValueUses.empty(); }))
    return;
  isa::TableSpan<isa::OneValuePerKernelInfo> Rules =
      isa::oneValuePerKernelRules();
  constexpr size_t PerRule = std::size(isa::OneValuePerKernelInfo{}.Values);
  for (uint32_t Entry = 0; Entry < Nodes.size(); ++Entry) {
    // A relocatable module's calls are resolved by the linker: ptxas -c
    // looks at each function's own body, kernel or not.
    const Node &Root = Nodes[Entry];
    if (!Root.Defined || !(Relocatable ? Root.IsFunction : Root.IsEntry))
      continue;
    // The earliest use of each value in the entry and what it reaches, as
    // the shared data is gathered (checkSharedData).
    std::vector<const Node::ValueUse *> First(Rules.size() * PerRule);
    forEachReached(Entry, !Relocatable, [&](const Node &N) {
      for (const Node::ValueUse &U : N.ValueUses) {
        const Node::ValueUse *&Earliest = First[U.Rule * PerRule + U.Value];
        if (!Earliest || U.Where.Begin < Earliest->Where.Begin)
          Earliest = &U;
      }
    });
    for (size_t Rule = 0; Rule < Rules.size(); ++Rule) {
      std::vector<const Node::ValueUse *> Used;
      for (size_t Value = 0; Value < PerRule; ++Value)
        if (const Node::ValueUse *U = First[Rule * PerRule + Value])
          Used.push_back(U);
      if (Used.size() < 2)
        continue;
      std::string Values;
      for (size_t I = 0; I < Used.size(); ++I)
        Values += (I == 0 ? "" : I + 1 == Used.size() ? " and " : ", ") +
                  quoted(Rules[Rule].Values[Used[I]->Value]);
      Diagnostic &D = Ctx.Diags.reportFormatted(
          DiagID::MixedKernelQualifiers, Root.Name.Range,
          {(Root.IsEntry ? "kernel " : "function ") + quoted(Root.Name.Text),
           Values, std::string(Rules[Rule].Opcode),
           Relocatable ? "its body"
                       : "its body and of the functions it calls"});
      for (const Node::ValueUse *U : Used)
        D.Notes.push_back(
            {U->Where, quoted(Rules[Rule].Values[U->Value]) + " is used here"});
    }
  }
}
