//===- Completion.cpp - Opcodes, qualifiers and names ---------------------===//
//
// After `opcode.`: the qualifiers the ISA tables allow for the opcode (and
// the longer opcode names that continue it), those the module's .version
// and .target have first, the others after them, marked with what they
// need. At the start of a statement: opcodes. Elsewhere: the registers,
// labels, variables, parameters and functions in scope.
//
//===----------------------------------------------------------------------===//

#include "Features.h"

#include "ISAFacts.h"
#include "Transport.h"

#include <cctype>
#include <set>

using namespace ptxlint;
using namespace ptxlint::lsp;

namespace {

/// LSP's CompletionItemKind numbers.
enum ItemKind {
  FunctionItem = 3,
  VariableItem = 6,
  KeywordItem = 14,
  ReferenceItem = 18,
  EnumMemberItem = 20
};

bool isWordChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '.' ||
         C == ':' || C == '$' || C == '%';
}

/// Whether what precedes a word on its line puts the word where a
/// statement begins: nothing, a guard (`@%p`, `@!%p`), or the end of a
/// statement, label or block.
bool atStatementStart(std::string_view Before) {
  while (!Before.empty() &&
         std::isspace(static_cast<unsigned char>(Before.back())))
    Before.remove_suffix(1);
  size_t Word = Before.size();
  while (Word > 0 && isWordChar(Before[Word - 1]))
    --Word;
  if (Word > 0 && Before[Word - 1] == '!')
    --Word;
  if (Word > 0 && Before[Word - 1] == '@') {
    Before = Before.substr(0, Word - 1);
    while (!Before.empty() &&
           std::isspace(static_cast<unsigned char>(Before.back())))
      Before.remove_suffix(1);
  }
  return Before.empty() || Before.back() == ';' || Before.back() == '{' ||
         Before.back() == '}' || Before.back() == ':';
}

class CompletionList {
public:
  CompletionList(const Analysis &A, SourceRange Replaced)
      : A(A), Replaced(Replaced) {}

  /// Legal items sort before the others ("0" before "1").
  void add(std::string Label, int Kind, std::string Detail, bool Legal,
           std::string Needs = "") {
    if (!Labels.insert(Label).second)
      return;
    llvm::json::Object Item{
        {"label", validUTF8(Label)},
        {"kind", Kind},
        {"sortText", (Legal ? "0" : "1") + Label},
        {"filterText", validUTF8(Label)},
        {"textEdit",
         llvm::json::Object{{"range", rangeToJSON(*A.Lines, Replaced)},
                            {"newText", validUTF8(Label)}}}};
    // What an item needs goes in the detail too: clients without
    // labelDetails (LSP 3.17) show only that.
    if (!Needs.empty()) {
      Item["labelDetails"] =
          llvm::json::Object{{"description", "needs " + Needs}};
      Detail += (Detail.empty() ? "" : "; ") + std::string("needs ") + Needs;
    }
    if (!Detail.empty())
      Item["detail"] = validUTF8(Detail);
    Items.push_back(std::move(Item));
  }

  llvm::json::Value take() {
    return llvm::json::Object{{"isIncomplete", false},
                              {"items", std::move(Items)}};
  }

private:
  const Analysis &A;
  SourceRange Replaced;
  std::set<std::string> Labels;
  llvm::json::Array Items;
};

/// After `head.part1.part2.`: Word is the whole dotted word, up to the
/// cursor.
void completeQualifiers(const Analysis &A, std::string_view Word,
                        CompletionList &List) {
  size_t FirstDot = Word.find('.');
  size_t LastDot = Word.rfind('.');
  std::string_view Head = Word.substr(0, FirstDot);
  std::string_view Typed = Word.substr(0, LastDot); // Without the partial.
  std::vector<std::string_view> Parts;
  for (size_t At = FirstDot; At < LastDot;) {
    size_t Next = Word.find('.', At + 1);
    Parts.push_back(Word.substr(At, Next - At));
    At = Next;
  }
  ModuleTargets Module = moduleTargetsOf(A);
  auto offer = [&](std::string_view Spelling, const Needs &N, int Kind,
                   std::string Detail) {
    bool Legal = Module.meet(N);
    List.add(std::string(Spelling.substr(1)), Kind, std::move(Detail), Legal,
             Legal ? "" : N.describe());
  };
  // Longer opcode names that continue what is typed: `cp.` -> `async`.
  std::string Prefix = std::string(Typed) + ".";
  for (const isa::OpcodeInfo &Op : isa::allOpcodes()) {
    if (Op.Name.substr(0, Prefix.size()) != Prefix)
      continue;
    std::string_view Rest = Op.Name.substr(Prefix.size() - 1);
    std::string_view Next = Rest.substr(0, Rest.find('.', 1));
    Needs N;
    N.add(isa::requirement(Op.Requirement));
    offer(Next, N, KeywordItem, "opcode " + std::string(Op.Name));
  }
  isa::SpelledOpcode Spelled =
      isa::findOpcodeSpelledBy(Head, Parts.data(), Parts.size());
  if (!Spelled.Op)
    return;
  std::set<std::string_view> Written(Parts.begin() + Spelled.PartsTaken,
                                     Parts.end());
  for (const QualifierChoice &C : qualifiersOf(*Spelled.Op)) {
    if (Written.count(C.Qualifier->Spelling))
      continue;
    std::string Slots;
    for (const std::string &S : C.Slots)
      Slots += (Slots.empty() ? "" : ", ") + S;
    offer(C.Qualifier->Spelling, C.Least, EnumMemberItem, Slots);
  }
}

void completeOpcodes(const Analysis &A, CompletionList &List) {
  ModuleTargets Module = moduleTargetsOf(A);
  for (const isa::OpcodeInfo &Op : isa::allOpcodes()) {
    Needs N;
    N.add(isa::requirement(Op.Requirement));
    bool Legal = Module.meet(N);
    List.add(std::string(Op.Name), KeywordItem, "opcode", Legal,
             Legal ? "" : N.describe());
  }
}

/// A range declaration offers this many of its registers by name.
constexpr uint32_t MaxRegistersOffered = 64;

void completeNames(const Analysis &A, uint32_t Offset, CompletionList &List) {
  const std::vector<SymbolDecl> &Decls = A.Symbols->decls();
  for (int Index : A.Symbols->visibleAt(Offset)) {
    const SymbolDecl &D = Decls[Index];
    int Kind = D.Kind == SymbolKind::Function ? FunctionItem
               : D.Kind == SymbolKind::Label  ? ReferenceItem
                                              : VariableItem;
    static const char *const Kinds[] = {"function", "parameter", "variable",
                                        "register", "label"};
    std::string Detail = Kinds[static_cast<int>(D.Kind)];
    if (!D.RangeCount) {
      List.add(std::string(D.Name), Kind, Detail, true);
      continue;
    }
    for (uint32_t I = 0; I < *D.RangeCount && I < MaxRegistersOffered; ++I)
      List.add(std::string(D.Name) + std::to_string(I), Kind, Detail, true);
  }
}

} // namespace

llvm::json::Value lsp::completion(const Analysis &A, uint32_t Offset) {
  std::string_view Text = A.Source->text();
  uint32_t LineStart =
      A.Lines->lineRange(A.Lines->positionOf(Offset).Line).Begin;
  uint32_t WordStart = Offset;
  while (WordStart > LineStart && isWordChar(Text[WordStart - 1]))
    --WordStart;
  std::string_view Word = Text.substr(WordStart, Offset - WordStart);
  std::string_view Before = Text.substr(LineStart, WordStart - LineStart);
  bool StatementStart = atStatementStart(Before);
  size_t Dot = Word.find('.');
  if (StatementStart && Dot != std::string_view::npos && Dot > 0) {
    uint32_t PartialStart =
        WordStart + static_cast<uint32_t>(Word.rfind('.')) + 1;
    CompletionList List(A, {PartialStart, Offset});
    completeQualifiers(A, Word, List);
    return List.take();
  }
  CompletionList List(A, {WordStart, Offset});
  if (StatementStart && Dot == std::string_view::npos &&
      (Word.empty() || Word[0] != '%'))
    completeOpcodes(A, List);
  else if (!StatementStart)
    completeNames(A, Offset, List);
  return List.take();
}
