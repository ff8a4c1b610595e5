//===- BodyChecker.cpp - Names, declarations and function bodies ----------===//

#include "BodyChecker.h"

#include "ConstantEval.h"
#include "DeclarationChecks.h"
#include "DirectiveChecks.h"
#include "InstructionChecker.h"
#include "Parallel.h"

#include "AST/Prefetch.h"

#include "ptxlint/NumberRuns.h"
#include "ptxlint/OutOfMemory.h"

#include <algorithm>
#include <charconv>
#include <type_traits>

using namespace ptxlint;

namespace {

/// ptxas takes an integer literal or WARP_SZ as an array size: `x[2.0]`,
/// `x[1+1]` and `x[(2)]` are syntax errors.
void checkArraySizes(CheckContext &Ctx, const Declarator &D) {
  for (const ArrayDimension &Dim : D.Dimensions) {
    if (!Dim.Size || Dim.Size->K == Expr::Kind::IntegerLiteral ||
        (Dim.Size->K == Expr::Kind::Symbol && isConstant(*Dim.Size)))
      continue;
    const Expr *Float = firstFloatLiteral(*Dim.Size);
    Ctx.Diags.report(DiagID::IntegerExpected, Dim.Size->Range,
                     Float ? "an array size is an integer; " +
                                 quoted(Float->text()) +
                                 " is a floating-point "
                                 "constant"
                           : "ptxas takes an integer literal as an array "
                             "size, not the expression " +
                                 quoted(sourceText(Ctx, Dim.Size->Range)));
  }
}

/// A parameter's size in bits: its type's width, times its vector lanes
/// and array dimensions; 0 when a dimension is not an integer literal.
uint64_t parameterBits(const ParameterDecl &P) {
  DeclarationShape Shape = shapeOf(P.Qualifiers);
  const isa::QualifierInfo *Type = isa::qualifierSpelt(Shape.Type);
  if (!Type || Type->Kind != isa::QualifierKind::Type)
    return 0;
  uint64_t Bits = Type->Bits * std::max(1u, Shape.Lanes);
  for (const ArrayDimension &Dim : P.Decl.Dimensions) {
    uint64_t Count = 0;
    if (!Dim.Size || Dim.Size->K != Expr::Kind::IntegerLiteral ||
        std::from_chars(Dim.Size->text().data(),
                        Dim.Size->text().data() + Dim.Size->text().size(),
                        Count)
                .ec != std::errc())
      return 0;
    Bits *= Count;
  }
  return Bits;
}

} // namespace

std::shared_ptr<const Signature>
ptxlint::signatureOf(const std::optional<ParameterList> &Results,
                     const std::optional<ParameterList> &Arguments) {
  auto S = std::make_shared<Signature>();
  for (auto [List, Out] : {std::pair{&Results, &S->Results},
                           std::pair{&Arguments, &S->Arguments}})
    if (*List)
      for (const ParameterDecl &P : **List)
        Out->push_back({std::string(P.Decl.Name.Text), parameterBits(P)});
  return S;
}

void BodyChecker::reportRedefinition(const Token &Name, const Symbol &Earlier) {
  Diagnostic &D = Ctx.Diags.report(DiagID::Redefinition, Name.Range,
                                   "redefinition of " + quoted(Name.Text));
  D.Notes.push_back({Earlier.Declared, "previous definition is here"});
}

void BodyChecker::declareLabel(const Token &Name, Symbol::List TargetList) {
  if (const Symbol *Earlier =
          Ctx.Symbols.declareLabel(Name.Text, Name.Range, TargetList))
    reportRedefinition(Name, *Earlier);
}

void BodyChecker::declare(const Token &Name, const FullSymbol &S) {
  if (const Symbol *Earlier = Ctx.Symbols.declare(Name.Text, S)) {
    reportRedefinition(Name, *Earlier);
    return;
  }
  if (!recording())
    return;
  ModuleScopeEvent E;
  E.Name = Name.Text;
  E.Sym = S;
  record(E);
}

void BodyChecker::replay(const ModuleScopeEvent &E) {
  switch (E.K) {
  case ModuleScopeEvent::Kind::Name:
    Ctx.Symbols.declare(E.Name, E.Sym);
    return;
  case ModuleScopeEvent::Kind::RegisterRange:
    Ctx.Symbols.declareRange(E.Name, E.Count, E.Sym);
    return;
  case ModuleScopeEvent::Kind::Variable:
    Lint.noteModuleVariable(E.Name, E.Variable);
    return;
  }
}

void BodyChecker::checkLongDecimals(const Initializer &Run) {
  std::vector<NumberReader> Readers{NumberReader(Run)};
  NumberElement Number;
  while (!Readers.empty()) {
    if (!Readers.back().next(Number)) {
      Readers.pop_back();
    } else if (Number.IsList) {
      Readers.push_back(Readers.back().inside(Number));
    } else if (!Number.Float) {
      checkConstantOverflow(Readers.back().text(Number.Literal),
                            Number.Literal);
    }
  }
}

void BodyChecker::checkConstantOverflow(std::string_view Literal,
                                        SourceRange Range) {
  if (overflowsInPtxas(Literal))
    Ctx.Diags.report(DiagID::ConstantOverflow, Range,
                     "integer constant " + quoted(Literal.substr(0, 24)) +
                         (Literal.size() > 24 ? "..." : "") +
                         " overflows; ptxas reads decimal constants into 64 "
                         "bits and rejects this one (write it in hexadecimal "
                         "if the low 64 bits are meant)");
}

void BodyChecker::checkNamesIn(const Expr &E, NameUse Use) {
  if (E.K == Expr::Kind::IntegerLiteral)
    checkConstantOverflow(E.text(), E.Range);
  if (E.K == Expr::Kind::Unary || E.K == Expr::Kind::Binary ||
      E.K == Expr::Kind::Conditional)
    for (unsigned I = 0; I < E.numOperands(); ++I)
      if (isSinglePrecisionHexLiteral(*E.Operands[I]))
        Ctx.Diags
            .report(DiagID::HexFloatOperand, E.Operands[I]->Range,
                    "ptxas does not take the '0f' literal " +
                        quoted(E.Operands[I]->text()) +
                        " as the operand of an operator; write it in "
                        "parentheses")
            .FixIts = {
            {{E.Operands[I]->Range.Begin, E.Operands[I]->Range.Begin}, "("},
            {{E.Operands[I]->Range.End, E.Operands[I]->Range.End}, ")"}};
  if (E.K == Expr::Kind::Symbol || E.K == Expr::Kind::Index) {
    const Symbol *S = Ctx.Symbols.lookup(E.text());
    bool Name = E.K == Expr::Kind::Symbol;
    if (Name && Use.Of)
      Ctx.InstructionNames.push_back({&E, S});
    if (S) {
      if (Name && Use.LabelRefused && S->Kind == SymbolKind::Label)
        reportLabelOperand(E, *Use.Of, Ctx);
      if (Name && Resolving)
        recordRegister(E, *S);
    } else if (const isa::SpecialRegisterInfo *R =
                   isa::findSpecialRegister(E.text())) {
      // Special registers need what their records say, whatever
      // instruction names them.
      if (Name && Use.Of)
        Ctx.checkRequirement(isa::requirement(R->Requirement), E.text(),
                             E.Range);
    } else {
      std::string Message = "unknown symbol " + quoted(E.text());
      // A target list or call prototype named before it appears.
      const Symbol *Below = Ctx.Symbols.lookupAnywhere(E.text());
      if (Below)
        Message += " here: " + std::string(describeSymbol(*Below)) +
                   " of that name is declared below, and ptxas needs it "
                   "declared before it is named";
      Diagnostic &D =
          Ctx.Diags.report(DiagID::UndeclaredSymbol, E.Range, Message);
      if (Below)
        D.Notes.push_back({Below->Declared, "declared here"});
    }
    if (Name)
      return;
  }
  for (unsigned I = 0; I < E.numOperands(); ++I)
    checkNamesIn(*E.Operands[I], Use);
}

void BodyChecker::recordRegister(const Expr &E, const Symbol &S) {
  // A register declared at module scope (before PTX 3.0) or an implicit
  // one (inline asm) is none of the function's: the lint knows nothing of
  // who writes it.
  if (S.Kind != SymbolKind::Register || S.facts().Implicit ||
      S.Declared.Begin < Resolving->Range.Begin ||
      S.Declared.Begin >= Resolving->Range.End)
    return;
  Resolved.push_back({E.Range.Begin, S.Declared, S.facts().Parameter});
}

void BodyChecker::checkNamesIn(const Operand &O, NameUse Use) {
  // An address's own checks explain what it may name: its labels are not
  // reported as values; nor is a paired predicate's.
  if (O.kind() == Operand::Kind::Address)
    Use.LabelRefused = false;
  if (O.value())
    checkNamesIn(*O.value(), Use);
  if (O.pairedPredicate())
    checkNamesIn(*O.pairedPredicate(), {Use.Of, false});
  for (const Operand &Element : O.elements())
    checkNamesIn(Element, Use);
}

void BodyChecker::checkOperandNames(const Instruction &I,
                                    const isa::OpcodeInfo *Op) {
  for (size_t N = 0; N < I.operands().size(); ++N)
    // The label target is checked by the instruction checker (it must be
    // a label); elsewhere a label is refused unless the opcode takes them.
    checkNamesIn(I.operands()[N],
                 {Op, Op && !Op->LabelsAllowed &&
                          static_cast<int>(N) != Op->LabelTarget});
}

namespace {
/// Whether a definition with these qualifiers may define a variable
/// declared `.extern` before (LinkageWord::ResolvesExtern).
bool resolvesExtern(const std::vector<Qualifier> &Qualifiers) {
  return std::any_of(Qualifiers.begin(), Qualifiers.end(),
                     [](const Qualifier &Q) {
                       const isa::LinkageWordInfo *Word =
                           isa::findLinkageWord(Q.Name.Text);
                       return Word && Word->ResolvesExtern;
                     });
}
} // namespace

void BodyChecker::checkVariable(const VariableDecl &V, bool InFunction) {
  if (InFunction)
    for (const auto &[Name, Facts] : lint::variablesOf(V))
      Lint.noteFunctionVariable(Name, Facts);
  else
    for (const auto &[Name, Facts] : lint::variablesOf(V)) {
      Lint.noteModuleVariable(Name, Facts);
      ModuleScopeEvent E;
      E.K = ModuleScopeEvent::Kind::Variable;
      E.Name = Name;
      E.Variable = Facts;
      record(E);
    }
  checkDeclarationDirectives(Ctx, V.Qualifiers);
  checkVariableDeclaration(Ctx, V, InFunction);
  DeclarationShape Shape = shapeOf(V.Qualifiers);
  // ptxas takes a declaration without a name (`.reg .b32;`, even `.b32;`)
  // if it gives a type; without one (`.reg;`) it is a syntax error there.
  if (V.Declarators.empty() && Shape.Type.empty())
    Ctx.Diags.report(DiagID::SyntaxError, {V.Range.End - 1, V.Range.End},
                     "expected a type or a name before ';' in a declaration");
  bool IsRegister = Shape.Space == ".reg";
  bool Extern = false;
  for (const Qualifier &Q : V.Qualifiers)
    Extern = Extern || Q.Name.Text == ".extern";
  for (const Declarator &D : V.Declarators) {
    checkArraySizes(Ctx, D);
    if (D.Init) {
      std::vector<const Initializer *> Work{&*D.Init};
      while (!Work.empty()) {
        const Initializer *I = Work.back();
        Work.pop_back();
        if (I->Value)
          checkNamesIn(*I->Value);
        if (I->K == Initializer::Kind::Numbers && I->Numbers->LongDecimals)
          checkLongDecimals(*I);
        for (const Initializer &E : I->Elements)
          Work.push_back(&E);
      }
    }
    FullSymbol S{IsRegister ? SymbolKind::Register : SymbolKind::Variable,
                 D.Name.Range, Shape.Type, Shape.Space,
                 static_cast<uint8_t>(Shape.Lanes)};
    S.Array = !D.Dimensions.empty();
    if (D.RangeCount) {
      // Declared all the same: its uses are no further error.
      checkThirtyTwoBitValue(Ctx, "a register count", D.RangeCount->Text,
                             D.RangeCount->Range);
      uint64_t Count = 0;
      std::from_chars(D.RangeCount->Text.data(),
                      D.RangeCount->Text.data() + D.RangeCount->Text.size(),
                      Count);
      if (const Symbol *Earlier = Ctx.Symbols.declareRange(D.Name.Text, Count, S)) {
        Diagnostic &Diag = Ctx.Diags.report(
            DiagID::Redefinition, D.Name.Range,
            "redefinition of registers " + quoted(D.Name.Text));
        Diag.Notes.push_back({Earlier->Declared, "previous definition is here"});
        continue;
      }
      ModuleScopeEvent E;
      E.K = ModuleScopeEvent::Kind::RegisterRange;
      E.Name = D.Name.Text;
      E.Count = Count;
      E.Sym = S;
      record(E);
      continue;
    }
    // An `.extern` declaration and the definition may both appear.
    const Symbol *Earlier = Ctx.Symbols.lookup(D.Name.Text);
    if (!InFunction && Earlier && Earlier->Kind == SymbolKind::Variable &&
        (Extern || Earlier->facts().External)) {
      if (Earlier->facts().External && !Extern && !resolvesExtern(V.Qualifiers))
        Ctx.Diags
            .reportFormatted(DiagID::ExternResolvedByStatic, D.Name.Range,
                             {quoted(D.Name.Text)})
            .Notes.push_back({Earlier->Declared, "declared '.extern' here"});
      continue;
    }
    S.External = Extern;
    declare(D.Name, S);
  }
}

void BodyChecker::checkBody(const Function &F) {
  size_t FirstDiagnostic = Ctx.Diags.diagnostics().size();
  Ctx.Symbols.pushScope();
  for (const auto *List : {&F.ReturnParameters, &F.Parameters})
    if (*List)
      for (const ParameterDecl &P : **List) {
        DeclarationShape Shape = shapeOf(P.Qualifiers);
        FullSymbol S{Shape.Space == ".reg" ? SymbolKind::Register
                                           : SymbolKind::Variable,
                     P.Decl.Name.Range, Shape.Type, Shape.Space,
                     static_cast<uint8_t>(Shape.Lanes)};
        S.InputParameter = List == &F.Parameters;
        S.Parameter = true;
        S.Array = !P.Decl.Dimensions.empty();
        checkArraySizes(Ctx, P.Decl);
        declare(P.Decl.Name, S);
        for (const auto &[Name, Facts] : lint::variablesOf(P.Qualifiers, {&P.Decl}))
          Lint.noteFunctionVariable(Name, Facts);
      }
  Checked.clear();
  // Most statements of a body are instructions: one allocation, not a
  // doubling vector whose every growth moves each instruction's FormMatch.
  Checked.reserve(F.Body->Statements.size());
  Registers.clear();
  Resolving = &F;
  checkBlock(*F.Body);
  Resolving = nullptr;
  Lint.lintFunction(F, Ctx, FirstDiagnostic, std::move(Checked),
                    std::move(Registers), PartThreads);
  Checked.clear(); // Moved from: empty again, for the next body.
  Registers.clear();
  PartMatches.clear();
  // The next bodies share the records, unless they have become many: a
  // module of bodies that match unlike each other keeps no more than one
  // body's worth.
  constexpr size_t MaxSharedMatchRecords = 4096;
  if (Matches->size() > MaxSharedMatchRecords)
    Matches = std::make_unique<lint::MatchStore>();
  Ctx.Symbols.popScope();
  Ctx.Symbols.setPosition(SymbolTable::Everywhere);
}

void BodyChecker::declareForwardNames(const Block &B) {
  // A generated body may have a label every few instructions: room for
  // them all at once, rather than a rehash of them all at each doubling.
  size_t Labels = 0;
  for (const Statement &S : B.Statements)
    Labels += S.is<Label>() || S.is<TargetListDirective>();
  Ctx.Symbols.reserveLabels(Labels);
  for (size_t I = 0; I < B.Statements.size(); ++I) {
    if (I + PrefetchDistance < B.Statements.size() &&
        B.Statements[I + PrefetchDistance].is<Label>())
      prefetchStatement(B.Statements[I + PrefetchDistance]);
    const Statement &S = B.Statements[I];
    if (auto *L = S.getIf<Label>())
      declareLabel(L->Name.token(), Symbol::List::None);
    else if (auto *T = S.getIf<TargetListDirective>())
      declareLabel(T->Name, T->K == TargetListDirective::Kind::BranchTargets
                                ? Symbol::List::BranchTargets
                                : Symbol::List::CallTargets);
    else if (auto *P = S.getIf<CallPrototype>()) {
      FullSymbol Prototype{SymbolKind::Prototype, P->Name.Range};
      Prototype.Parameters = signatureOf(P->ReturnParameters, P->Parameters);
      declare(P->Name, Prototype);
    }
  }
}

namespace {
/// A part should be large enough that a thread pays off.
constexpr size_t MinStatementsPerPart = 4096;
} // namespace

void BodyChecker::checkBlock(const Block &B) {
  Ctx.Symbols.pushScope();
  declareForwardNames(B);
  // A huge body is split after its last declaration: no part then changes
  // the names the others see (a nested block's stay in its part), so each
  // checks its statements against the body's scope as it is then.
  size_t From = B.Statements.size();
  if (PartThreads > 1 && Resolving && &B == &*Resolving->Body) {
    From = 0;
    for (size_t I = 0; I < B.Statements.size(); ++I)
      if (B.Statements[I].is<VariableDecl>())
        From = I + 1;
    if (B.Statements.size() - From < 2 * MinStatementsPerPart)
      From = B.Statements.size();
  }
  checkStatements(B, 0, From);
  if (From < B.Statements.size())
    checkInParts(B, From);
  Ctx.Symbols.popScope();
}

namespace {
/// One part of a huge body's statements with what checking it needs of
/// its own: a context whose names are the body's (read only meanwhile)
/// plus its nested blocks', an engine for its diagnostics and a Linter for
/// its nested blocks' variables.
struct BodyPart {
  explicit BodyPart(const CheckContext &Body)
      : Diags(Body.Diags.options()), Ctx(Body.Source, Diags),
        Checker(Ctx, Lint) {
    static_cast<ModuleHeader &>(Ctx) = Body;
    Ctx.Symbols.setEnclosing(&Body.Symbols);
  }
  DiagnosticEngine Diags;
  CheckContext Ctx;
  Linter Lint;
  BodyChecker Checker;
};
} // namespace

void BodyChecker::checkInParts(const Block &B, size_t From) {
  size_t Count = B.Statements.size() - From;
  size_t PartCount = std::min<size_t>(PartThreads, Count / MinStatementsPerPart);
  std::vector<std::unique_ptr<BodyPart>> Parts;
  for (size_t I = 0; I < PartCount; ++I)
    Parts.push_back(std::make_unique<BodyPart>(Ctx));
  // The first part fills this checker's array, reserved for the whole
  // body, when nothing is in it yet (the usual case: a body declares,
  // then computes): then only the other parts' lint facts are copied.
  bool FirstInPlace = Checked.empty();
  if (FirstInPlace)
    Parts[0]->Checker.Checked.swap(Checked);
  runTasks(PartCount, [&](size_t I) {
    Parts[I]->Checker.checkPart(*Resolving, B, From + Count * I / PartCount,
                                From + Count * (I + 1) / PartCount);
  });
  if (FirstInPlace)
    Checked.swap(Parts[0]->Checker.Checked);
  for (std::unique_ptr<BodyPart> &Part : Parts) {
    // The first instruction of the first part in place is this body's
    // first; every other part's comes after those adopted so far.
    adoptPart(Part->Checker,
              Part == Parts.front() && FirstInPlace ? 0 : Checked.size());
    adoptDiagnostics(Part->Diags, Ctx.Diags);
    Lint.adoptFunctionVariables(Part->Lint);
    Part.reset(); // Its copies of the lint facts are adopted.
  }
}

void BodyChecker::checkPart(const Function &F, const Block &B, size_t Begin,
                            size_t End) {
  Checked.reserve(End - Begin);
  Resolving = &F;
  checkStatements(B, Begin, End);
}

void BodyChecker::checkStatements(const Block &B, size_t Begin, size_t End) {
  for (size_t I = Begin; I < End; ++I) {
    if (I + PrefetchDistance < End)
      prefetchStatement(B.Statements[I + PrefetchDistance]);
    locateOutOfMemory(rangeOf(B.Statements[I]).Begin,
                      [&] { checkStatement(B.Statements[I]); });
  }
}

namespace {
/// Appends From to To a huge page at a time, giving each page of From back
/// once copied: adopting a part's facts then takes no more memory than
/// the body's array grows by.
template <typename T>
void moveInSteps(LargeVector<T> &From, LargeVector<T> &To) {
  static_assert(std::is_trivially_destructible_v<T>,
                "released elements are never destroyed");
  size_t Step = HugePageBytes / sizeof(T);
  for (size_t Begin = 0; Begin < From.size(); Begin += Step) {
    size_t End = std::min(From.size(), Begin + Step);
    for (size_t I = Begin; I < End; ++I)
      To.push_back(From[I]);
    if (From.capacity() * sizeof(T) >= HugePageBytes) // From huge pages.
      releaseHugePages(From.data(), End * sizeof(T));
  }
  From.clear();
}
} // namespace

void BodyChecker::adoptPart(BodyChecker &Part, size_t FirstInstruction) {
  PartMatches.push_back(std::move(Part.Matches));
  Registers.adopt(Part.Registers, FirstInstruction);
  moveInSteps(Part.Checked, Checked);
}

const uint16_t *BodyChecker::matchRecord(const Instruction &I,
                                         const isa::OpcodeInfo *Op,
                                         const FormMatch *Match) {
  MatchData.assign({Op ? isa::indexOf(*Op) : lint::match::NoIndex,
                    lint::match::NoIndex, 0,
                    lint::LintInstruction::modifierFacts(I)});
  if (!Match)
    return Matches->intern(MatchData);
  // Each modifier of a match fills a slot of its form, and no form has
  // hundreds of slots or operands: the limits below are never reached, but
  // the lint is advisory and can go without a form.
  size_t WrittenCount = 0;
  for (size_t S = 0; S < Match->SlotValues.size(); ++S) {
    if (!Match->SlotValues[S])
      continue;
    uint16_t ModifierIndex = lint::WrittenQualifier::NoModifier;
    if (const Modifier *M = Match->SlotModifiers[S]) {
      size_t Index = static_cast<size_t>(M - Match->Inst.modifiers().data());
      if (Index >= lint::WrittenQualifier::NoModifier)
        return matchRecord(I, Op, nullptr);
      ModifierIndex = static_cast<uint16_t>(Index);
    }
    MatchData.insert(MatchData.end(),
                     {static_cast<uint16_t>(S),
                      isa::indexOf(*Match->SlotValues[S]), ModifierIndex});
    ++WrittenCount;
  }
  for (const isa::OperandInfo *Spec : Match->OperandSpecs)
    MatchData.push_back(isa::indexOf(*Spec));
  size_t SpecCount = Match->OperandSpecs.size();
  if (WrittenCount > UINT8_MAX || SpecCount > UINT8_MAX)
    return matchRecord(I, Op, nullptr);
  MatchData[lint::match::FormAt] = isa::indexOf(Match->Form);
  MatchData[lint::match::CountsAt] =
      static_cast<uint16_t>(WrittenCount | SpecCount << 8);
  return Matches->intern(MatchData);
}

void BodyChecker::checkStatement(const Statement &S) {
  Ctx.Symbols.setPosition(rangeOf(S).Begin);
  if (auto *I = S.getIf<Instruction>()) {
    Resolved.clear();
    if (I->Pred)
      checkNamesIn(StandaloneExpr(Expr::Kind::Symbol, I->Pred->Predicate.Range,
                                  I->Pred->Predicate.text())
                       .expr());
    isa::SpelledOpcode Opcode = resolveOpcode(*I);
    Ctx.InstructionNames.clear();
    checkOperandNames(*I, Opcode.Op);
    lint::LintInstruction Facts;
    Facts.Inst = I;
    std::optional<FormMatch> Match = checkInstruction(*I, Opcode, Ctx);
    Facts.Match = matchRecord(*I, Opcode.Op, Match ? &*Match : nullptr);
    Registers.noteInstruction(Facts, Checked.size(), Resolved);
    Checked.push_back(Facts);
    Ctx.InstructionNames.clear();
  } else if (auto *V = S.getIf<VariableDecl>()) {
    checkVariable(*V, /*InFunction=*/true);
  } else if (auto *B = S.getIf<Block>()) {
    checkBlock(*B);
  } else if (auto *P = S.getIf<PragmaDirective>()) {
    checkDirective(Ctx, ".pragma", P->Range);
    checkPragma(Ctx, *P, isa::PragmaInBody);
  } else if (auto *C = S.getIf<CallPrototype>()) {
    checkDirective(Ctx, ".callprototype", C->Range);
    checkCallPrototypeDirectives(Ctx, *C);
  } else if (auto *T = S.getIf<TargetListDirective>()) {
    checkDirective(Ctx,
                   T->K == TargetListDirective::Kind::BranchTargets
                       ? ".branchtargets"
                       : ".calltargets",
                   T->Range);
    bool Branches = T->K == TargetListDirective::Kind::BranchTargets;
    for (const Token &Target : T->Targets) {
      const Symbol *Named = Ctx.Symbols.lookup(Target.Text);
      if (!Named) {
        Ctx.Diags.report(DiagID::UndeclaredSymbol, Target.Range,
                         "unknown symbol " + quoted(Target.Text));
        continue;
      }
      // ptxas: "Illegal branch target, label expected", "Illegal call
      // target, device function expected".
      bool Fits = Branches ? Named->Kind == SymbolKind::Label &&
                                 Named->TargetList == Symbol::List::None
                           : Named->Kind == SymbolKind::Function &&
                                 !Named->facts().Kernel;
      if (!Fits)
        Ctx.Diags.report(
            DiagID::LabelOperand, Target.Range,
            "an entry of a " +
                std::string(Branches ? ".branchtargets" : ".calltargets") +
                " list must be " +
                (Branches ? "a label of the code"
                          : "a function (not a kernel)") +
                "; " + quoted(Target.Text) + " is " +
                std::string(describeSymbol(*Named)));
    }
  }
}
