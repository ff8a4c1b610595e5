//===- DebugLocations.cpp -------------------------------------------------===//

#include "DebugLocations.h"

#include "ConstantEval.h"
#include "DirectiveChecks.h"
#include "AST/StatementsInOrder.h"
#include "ISA/ISA.h"

#include <functional>
#include <utility>

using namespace ptxlint;

size_t DebugLocationChecker::LocationHash::operator()(const Location &L) const {
  std::hash<uint64_t> H;
  return H(L.File) ^ (H(L.Line) * 31) ^ (H(L.Column) * 1009);
}

void DebugLocationChecker::checkBody(const Block &Body) {
  ScopeStack Open;
  forEachStatementInOrder(Body, Open, [&](const Statement &S) {
    if (auto *Loc = S.getIf<LocDirective>())
      checkLoc(*Loc);
  });
}

void DebugLocationChecker::checkLoc(const LocDirective &Loc) {
  auto Value = [](const Token &T) {
    return parseIntegerLiteral(T.Text).value_or(0);
  };
  for (const Token *Number : {&Loc.File, &Loc.Line, &Loc.Column})
    checkThirtyTwoBitValue(Ctx, "a .loc number", Number->Text, Number->Range);
  for (const auto *Number :
       {&Loc.InlinedFile, &Loc.InlinedLine, &Loc.InlinedColumn})
    if (*Number)
      checkThirtyTwoBitValue(Ctx, "a .loc number", (*Number)->Text,
                             (*Number)->Range);
  if (Loc.FunctionName)
    checkDirective(Ctx, ".loc with function_name and inlined_at", Loc.Range);
  if (Loc.InlinedFile && Loc.InlinedLine && Loc.InlinedColumn) {
    Location CallSite{Value(*Loc.InlinedFile), Value(*Loc.InlinedLine),
                      Value(*Loc.InlinedColumn)};
    if (!Seen.count(CallSite)) {
      SourceRange Where{Loc.InlinedFile->Range.Begin,
                        Loc.InlinedColumn->Range.End};
      Ctx.Diags.reportFormatted(
          DiagID::UnknownInlinedAt, Where,
          {std::string(Loc.InlinedFile->Text) + " " +
           std::string(Loc.InlinedLine->Text) + " " +
           std::string(Loc.InlinedColumn->Text)});
    }
  }
  if (Loc.FunctionName) {
    // A label, or label + offset (the grammar allows nothing else).
    const Expr *Label = Loc.FunctionName.get();
    if (Label->K == Expr::Kind::Binary && Label->Operands[0])
      Label = Label->Operands[0].get();
    if (Label->K == Expr::Kind::Symbol && Named.insert(Label->text()).second)
      NamedLabels.push_back({Label->text(), Label->Range});
  }
  Seen.insert({Value(Loc.File), Value(Loc.Line), Value(Loc.Column)});
}

void DebugLocationChecker::noteSection(const SectionDirective &Section) {
  for (const SectionEntry &Entry : Section.Entries)
    if (Entry.IsLabel)
      SectionLabels.insert(Entry.Name.Text);
}

void DebugLocationChecker::finish() {
  for (const Token &Label : NamedLabels)
    if (!SectionLabels.count(Label.Text) &&
        !isa::isFunctionNameSection(Label.Text))
      Ctx.Diags.reportFormatted(DiagID::UndefinedDebugLabel, Label.Range,
                                {quoted(Label.Text)});
}
