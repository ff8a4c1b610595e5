//===- SymbolIndex.cpp - Names declared and used in a module --------------===//

#include "SymbolIndex.h"

#include "ASTAccess.h"

#include <algorithm>

using namespace ptxlint;
using namespace ptxlint::lsp;

namespace {

SourceRange nameRange(const Token &T) {
  return {T.Range.Begin, T.Range.Begin + static_cast<uint32_t>(T.Text.size())};
}

/// N of `%r<N>`, if the token is a plain decimal number.
std::optional<uint32_t> countOf(const Token &T) {
  if (T.Text.empty() || T.Text.size() > 9)
    return std::nullopt;
  uint32_t N = 0;
  for (char C : T.Text) {
    if (C < '0' || C > '9')
      return std::nullopt;
    N = N * 10 + static_cast<uint32_t>(C - '0');
  }
  return N;
}

bool declaresRegisters(const VariableDecl &V) {
  for (const Qualifier &Q : V.Qualifiers)
    if (Q.Name.Text == ".reg")
      return true;
  return false;
}

} // namespace

class SymbolIndex::Builder {
public:
  explicit Builder(SymbolIndex &X) : X(X) {}

  void build(const Module &M) {
    X.Scopes.push_back({-1, {0, UINT32_MAX}, {}, {}});
    // Module-scope names first: a body may name a function defined later.
    for (const TopLevelItem &Item : M.Items) {
      if (const Function *F = itemOf<Function>(Item))
        declareFunction(*F);
      else if (const VariableDecl *V = itemOf<VariableDecl>(Item))
        declareVariable(*V, 0, -1);
    }
    size_t NextFunction = 0;
    for (const TopLevelItem &Item : M.Items) {
      if (const VariableDecl *V = itemOf<VariableDecl>(Item)) {
        for (const Declarator &D : V->Declarators)
          if (D.Init)
            useInitializer(*D.Init, 0);
        continue;
      }
      const Function *F = itemOf<Function>(Item);
      if (!F)
        continue;
      int Fn = FunctionDecls[NextFunction++];
      int Scope = newScope(0, F->Range);
      if (F->ReturnParameters)
        for (const ParameterDecl &P : *F->ReturnParameters)
          declareParameter(P, Scope, Fn);
      if (F->Parameters)
        for (const ParameterDecl &P : *F->Parameters)
          declareParameter(P, Scope, Fn);
      if (!F->Body)
        continue;
      X.Bodies.push_back({Fn, F->Body->Range});
      collectLabels(*F->Body, Scope, Fn);
      walkBlock(*F->Body, Scope, Fn);
    }
    std::sort(X.Uses.begin(), X.Uses.end(),
              [](const SymbolUse &A, const SymbolUse &B) {
                return A.Range.Begin < B.Range.Begin;
              });
    std::sort(X.Instructions.begin(), X.Instructions.end(),
              [](const InstructionAt &A, const InstructionAt &B) {
                return A.Inst->Range.Begin < B.Inst->Range.Begin;
              });
  }

private:
  int newScope(int Parent, SourceRange Range) {
    X.Scopes.push_back({Parent, Range, {}, {}});
    return static_cast<int>(X.Scopes.size()) - 1;
  }

  int declare(const Token &Name, SymbolKind Kind, SourceRange DeclRange,
              int Scope, int Fn, std::optional<uint32_t> RangeCount = {}) {
    int Index = static_cast<int>(X.Decls.size());
    X.Decls.push_back(
        {Name.Text, Kind, nameRange(Name), DeclRange, RangeCount, Fn, Scope});
    if (RangeCount)
      X.Scopes[Scope].Ranges.push_back(Index);
    else
      X.Scopes[Scope].Names.emplace(Name.Text, Index);
    return Index;
  }

  void declareFunction(const Function &F) {
    FunctionDecls.push_back(
        declare(F.Name, SymbolKind::Function, F.Range, 0, -1));
  }

  void declareParameter(const ParameterDecl &P, int Scope, int Fn) {
    declare(P.Decl.Name, SymbolKind::Parameter, P.Range, Scope, Fn);
  }

  void declareVariable(const VariableDecl &V, int Scope, int Fn) {
    SymbolKind Kind =
        declaresRegisters(V) ? SymbolKind::Register : SymbolKind::Variable;
    for (const Declarator &D : V.Declarators) {
      std::optional<uint32_t> Count;
      if (D.RangeCount)
        Count = countOf(*D.RangeCount);
      declare(D.Name, Kind, V.Range, Scope, Fn, Count);
    }
  }

  /// Labels may be branched to before they appear: all of a function's
  /// are known before its statements are walked.
  void collectLabels(const Block &B, int Scope, int Fn) {
    for (const Statement &S : B.Statements) {
      if (const Label *L = nodeOf<Label>(S))
        declare(L->Name.token(), SymbolKind::Label, L->Range, Scope, Fn);
      else if (const TargetListDirective *T = nodeOf<TargetListDirective>(S))
        declare(T->Name, SymbolKind::Label, T->Range, Scope, Fn);
      else if (const CallPrototype *P = nodeOf<CallPrototype>(S))
        declare(P->Name, SymbolKind::Label, P->Range, Scope, Fn);
      else if (const Block *Inner = nodeOf<Block>(S))
        collectLabels(*Inner, Scope, Fn);
    }
  }

  void walkBlock(const Block &B, int Parent, int Fn) {
    int Scope = newScope(Parent, B.Range);
    for (const Statement &S : B.Statements) {
      if (const Instruction *I = nodeOf<Instruction>(S)) {
        X.Instructions.push_back({I, Fn});
        if (I->Pred)
          use(I->Pred->Predicate.text(), nameRange(I->Pred->Predicate.token()),
              Scope);
        for (const Operand &O : I->operands())
          useOperand(O, Scope);
      } else if (const VariableDecl *V = nodeOf<VariableDecl>(S)) {
        declareVariable(*V, Scope, Fn);
        for (const Declarator &D : V->Declarators)
          if (D.Init)
            useInitializer(*D.Init, Scope);
      } else if (const TargetListDirective *T =
                     nodeOf<TargetListDirective>(S)) {
        for (const Token &Target : T->Targets)
          use(Target.Text, nameRange(Target), Scope);
      } else if (const Block *Inner = nodeOf<Block>(S)) {
        walkBlock(*Inner, Scope, Fn);
      }
    }
  }

  void useOperand(const Operand &O, int Scope) {
    if (O.value())
      useExpr(*O.value(), Scope);
    if (O.pairedPredicate())
      useExpr(*O.pairedPredicate(), Scope);
    for (const Operand &E : O.elements())
      useOperand(E, Scope);
  }

  void useInitializer(const Initializer &I, int Scope) {
    if (I.Value)
      useExpr(*I.Value, Scope);
    for (const Initializer &E : I.Elements)
      useInitializer(E, Scope);
  }

  void useExpr(const Expr &E, int Scope) {
    if (E.K == Expr::Kind::Symbol || E.K == Expr::Kind::Index)
      use(E.text(),
          {E.Range.Begin,
           E.Range.Begin + static_cast<uint32_t>(E.text().size())},
          Scope);
    for (unsigned I = 0, N = E.numOperands(); I < N; ++I)
      useExpr(*E.Operands[I], Scope);
  }

  void use(std::string_view Name, SourceRange Range, int Scope) {
    X.Uses.push_back({Range, X.lookup(Name, Scope)});
  }

  SymbolIndex &X;
  std::vector<int> FunctionDecls; ///< In module order.
};

SymbolIndex::SymbolIndex(const Module &M) { Builder(*this).build(M); }

namespace {

/// Whether Name is one of the registers `%r<Count>` declares: Prefix
/// followed by a decimal index below Count.
bool inRegisterRange(std::string_view Name, std::string_view Prefix,
                     uint32_t Count) {
  if (Name.size() <= Prefix.size() || Name.substr(0, Prefix.size()) != Prefix)
    return false;
  std::string_view Digits = Name.substr(Prefix.size());
  if (Digits.size() > 9 || (Digits.size() > 1 && Digits[0] == '0'))
    return false;
  uint32_t N = 0;
  for (char C : Digits) {
    if (C < '0' || C > '9')
      return false;
    N = N * 10 + static_cast<uint32_t>(C - '0');
  }
  return N < Count;
}

bool covers(SourceRange R, uint32_t Offset) {
  // The end is included: a cursor just after a name is on it.
  return R.Begin <= Offset && Offset <= R.End;
}

} // namespace

int SymbolIndex::lookup(std::string_view Name, int ScopeIndex) const {
  for (int S = ScopeIndex; S >= 0; S = Scopes[S].Parent) {
    auto It = Scopes[S].Names.find(Name);
    if (It != Scopes[S].Names.end())
      return It->second;
    for (int D : Scopes[S].Ranges)
      if (inRegisterRange(Name, Decls[D].Name, *Decls[D].RangeCount))
        return D;
  }
  return -1;
}

std::optional<int> SymbolIndex::declAt(uint32_t Offset,
                                       SourceRange *Where) const {
  auto After = std::upper_bound(
      Uses.begin(), Uses.end(), Offset,
      [](uint32_t O, const SymbolUse &U) { return O < U.Range.Begin; });
  if (After != Uses.begin()) {
    const SymbolUse &U = *std::prev(After);
    if (covers(U.Range, Offset) && U.Decl >= 0) {
      if (Where)
        *Where = U.Range;
      return U.Decl;
    }
  }
  for (size_t I = 0; I < Decls.size(); ++I)
    if (covers(Decls[I].NameRange, Offset)) {
      if (Where)
        *Where = Decls[I].NameRange;
      return static_cast<int>(I);
    }
  return std::nullopt;
}

std::vector<SourceRange> SymbolIndex::usesOf(int Decl) const {
  std::vector<SourceRange> Result;
  for (const SymbolUse &U : Uses)
    if (U.Decl == Decl)
      Result.push_back(U.Range);
  return Result;
}

const InstructionAt *SymbolIndex::instructionAt(uint32_t Offset) const {
  auto After = std::upper_bound(Instructions.begin(), Instructions.end(),
                                Offset, [](uint32_t O, const InstructionAt &I) {
                                  return O < I.Inst->Range.Begin;
                                });
  if (After == Instructions.begin())
    return nullptr;
  const InstructionAt &I = *std::prev(After);
  return covers(I.Inst->Range, Offset) ? &I : nullptr;
}

int SymbolIndex::functionAt(uint32_t Offset) const {
  for (const auto &Body : Bodies)
    if (covers(Body.second, Offset))
      return Body.first;
  return -1;
}

std::vector<int> SymbolIndex::visibleAt(uint32_t Offset) const {
  int Innermost = 0;
  for (size_t S = 1; S < Scopes.size(); ++S)
    if (covers(Scopes[S].Range, Offset) &&
        Scopes[S].Range.size() <= Scopes[Innermost].Range.size())
      Innermost = static_cast<int>(S);
  std::vector<int> Result;
  for (int S = Innermost; S >= 0; S = Scopes[S].Parent) {
    std::vector<int> Here;
    for (const auto &Entry : Scopes[S].Names)
      Here.push_back(Entry.second);
    Here.insert(Here.end(), Scopes[S].Ranges.begin(), Scopes[S].Ranges.end());
    std::sort(Here.begin(), Here.end());
    Result.insert(Result.end(), Here.begin(), Here.end());
  }
  return Result;
}
