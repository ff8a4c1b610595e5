//===- CanonicalPrinter.cpp - Canonical PTX layout ------------------------===//
//
// Lays out the lines of canonical PTX (docs/canonical-ptx.md); the text of
// each line comes from ExprPrinter.cpp. Each top-level item is built in a
// string and written at once, so a large module costs one stream write per
// item rather than one per token.
//
// Comments, when kept, are printed on a line of their own just before the
// first "anchor" that starts after them. Anchors are the constructs that
// begin a line and carry a source range: top-level items, the parameters of
// a multi-line list, function attributes, the `{` of a body, the `;` ending
// a declaration, statements, section entries, and the `}` closing a block or
// a section. Printing a comment before its anchor puts it before the same
// anchor when the output is parsed again, which keeps printing idempotent.
//
// One exception: a `ptx-lint:` directive at the end of a line of code
// (`ld.global.cv.u32 %r1, [%rd1]; // ptx-lint: disable=...`) applies to
// that line, so it stays there, with the comments between it and the code;
// moved to a line of its own it would silence nothing (and `--fix` would
// bring the warning back). Statements, labels, the `}` of blocks, section
// entries and top-level items keep such directives.
//
//===----------------------------------------------------------------------===//

#include "ptxlint/Printer.h"

#include "ExprPrinter.h"

#include <sstream>

using namespace ptxlint;
using namespace ptxlint::canonical;

namespace {

/// Top-level items of the same group follow each other without a blank
/// line; functions and sections are always set apart.
enum class ItemGroup : uint8_t {
  Header, // .version, .target, .address_size
  File,
  Variable,
  Pragma,
  Alias,
  Dwarf,
  Function,
  Section,
};

ItemGroup groupOf(const TopLevelItem &Item) {
  struct Visitor {
    ItemGroup operator()(const VersionDirective &) { return ItemGroup::Header; }
    ItemGroup operator()(const TargetDirective &) { return ItemGroup::Header; }
    ItemGroup operator()(const AddressSizeDirective &) {
      return ItemGroup::Header;
    }
    ItemGroup operator()(const FileDirective &) { return ItemGroup::File; }
    ItemGroup operator()(const SectionDirective &) {
      return ItemGroup::Section;
    }
    ItemGroup operator()(const PragmaDirective &) { return ItemGroup::Pragma; }
    ItemGroup operator()(const AliasDirective &) { return ItemGroup::Alias; }
    ItemGroup operator()(const DwarfLine &) { return ItemGroup::Dwarf; }
    ItemGroup operator()(const Function &) { return ItemGroup::Function; }
    ItemGroup operator()(const VariableDecl &) { return ItemGroup::Variable; }
  };
  return std::visit(Visitor(), Item);
}

bool standsApart(ItemGroup G) {
  return G == ItemGroup::Function || G == ItemGroup::Section;
}

} // namespace

struct CanonicalPrinter::Impl {
  std::ostream &OS;
  PrintOptions Options;
  /// The item being printed; written to OS when it is complete.
  std::string Out;
  /// Comments handed in but not printed yet, in source order.
  std::vector<Comment> Pending;
  size_t NextPending = 0;
  std::optional<ItemGroup> LastGroup;
  /// The line break ending the last item, held back until the next item's
  /// comments show whether a directive trailed it (appendTrailingDirectives).
  bool LineBreakOwed = false;
  uint32_t LastItemEnd = 0;

  Impl(std::ostream &OS, const PrintOptions &Options)
      : OS(OS), Options(Options) {}

  void takeComments(const std::vector<Comment> &Comments);
  void finish();
  void printCommentsBefore(uint32_t Offset, unsigned Depth);
  void appendTrailingDirectives(uint32_t AnchorEnd, uint32_t NextAnchor);
  void settleLineBreak(uint32_t NextItemBegin);
  void startLine(unsigned Depth) { Out.append(Depth, '\t'); }
  void writeOut();

  void printItem(const TopLevelItem &Item);
  void printFunction(const Function &F);
  void printSection(const SectionDirective &S);
  void printBlock(const Block &B, unsigned Depth, uint32_t NextAnchor);
  void printStatement(const Statement &S, unsigned Depth,
                      uint32_t NextAnchor);
  void appendLoc(const LocDirective &L);
  void appendCallPrototype(const CallPrototype &P);
};

void CanonicalPrinter::Impl::takeComments(
    const std::vector<Comment> &Comments) {
  if (!Options.KeepComments)
    return;
  Pending.erase(Pending.begin(), Pending.begin() + NextPending);
  NextPending = 0;
  Pending.insert(Pending.end(), Comments.begin(), Comments.end());
}

void CanonicalPrinter::Impl::printCommentsBefore(uint32_t Offset,
                                                 unsigned Depth) {
  for (; NextPending < Pending.size() &&
         Pending[NextPending].Range.Begin < Offset;
       ++NextPending) {
    startLine(Depth);
    Out += Pending[NextPending].Text;
    Out += '\n';
  }
}

/// Appends, at the end of the line of an anchor that ends at AnchorEnd, the
/// comments that followed it on its source line and those inside it, if one
/// of them holds a `ptx-lint:` directive. (A directive inside a statement
/// that spans lines, `ld.global.cv.u32 %r1, // ptx-lint: ...`, applied to
/// a line of it; on the statement's one line it still applies to it.)
/// NextAnchor is where the next anchor begins. All but the last comment
/// must be block comments, or they would swallow the rest of the line.
void CanonicalPrinter::Impl::appendTrailingDirectives(uint32_t AnchorEnd,
                                                      uint32_t NextAnchor) {
  size_t RunEnd = NextPending;
  bool HasDirective = false;
  for (; RunEnd < Pending.size(); ++RunEnd) {
    const Comment &C = Pending[RunEnd];
    bool Inside = C.Range.Begin < AnchorEnd;
    if (C.Range.Begin >= NextAnchor || (!Inside && !C.Trailing))
      break;
    if (RunEnd > NextPending && Pending[RunEnd - 1].Text.substr(0, 2) == "//")
      return; // A `//` comment would end the line before this one.
    HasDirective |= C.Text.find("ptx-lint:") != std::string::npos;
  }
  if (!HasDirective)
    return;
  for (; NextPending < RunEnd; ++NextPending) {
    Out += ' ';
    Out += Pending[NextPending].Text;
  }
}

/// Ends the last item's line, after any directive that trailed the item.
void CanonicalPrinter::Impl::settleLineBreak(uint32_t NextItemBegin) {
  if (!LineBreakOwed)
    return;
  appendTrailingDirectives(LastItemEnd, NextItemBegin);
  Out += '\n';
  LineBreakOwed = false;
}

void CanonicalPrinter::Impl::finish() {
  settleLineBreak(UINT32_MAX);
  // Trailing comments are set apart like an item of a group of their own.
  if (LastGroup && NextPending != Pending.size())
    Out += '\n';
  printCommentsBefore(UINT32_MAX, 0);
  writeOut();
  OS.flush();
}

void CanonicalPrinter::Impl::writeOut() {
  OS.write(Out.data(), static_cast<std::streamsize>(Out.size()));
  Out.clear();
}

static void appendTokenList(std::string &Out, const std::vector<Token> &List) {
  for (size_t I = 0; I != List.size(); ++I) {
    if (I)
      Out += ", ";
    Out += List[I].Text;
  }
}

void CanonicalPrinter::Impl::printItem(const TopLevelItem &Item) {
  settleLineBreak(rangeOf(Item).Begin);
  ItemGroup Group = groupOf(Item);
  if (LastGroup && (*LastGroup != Group || standsApart(Group)))
    Out += '\n';
  LastGroup = Group;
  printCommentsBefore(rangeOf(Item).Begin, 0);

  if (const auto *F = std::get_if<Function>(&Item))
    return printFunction(*F);
  if (const auto *S = std::get_if<SectionDirective>(&Item))
    return printSection(*S);

  if (const auto *V = std::get_if<VersionDirective>(&Item)) {
    Out += ".version ";
    Out += V->Version.Text;
  } else if (const auto *T = std::get_if<TargetDirective>(&Item)) {
    Out += ".target ";
    appendTokenList(Out, T->Targets);
  } else if (const auto *A = std::get_if<AddressSizeDirective>(&Item)) {
    Out += ".address_size ";
    appendInteger(Out, A->Size.Text);
  } else if (const auto *Fi = std::get_if<FileDirective>(&Item)) {
    Out += ".file ";
    appendInteger(Out, Fi->Index.Text);
    Out += ' ';
    Out += Fi->Path.Text;
    if (Fi->Timestamp) {
      Out += ", ";
      appendInteger(Out, Fi->Timestamp->Text);
    }
    if (Fi->FileSize) {
      Out += ", ";
      appendInteger(Out, Fi->FileSize->Text);
    }
  } else if (const auto *P = std::get_if<PragmaDirective>(&Item)) {
    appendPragma(Out, *P);
  } else if (const auto *Al = std::get_if<AliasDirective>(&Item)) {
    Out += ".alias ";
    Out += Al->Alias.Text;
    Out += ", ";
    Out += Al->Aliasee.Text;
    Out += ';';
  } else if (const auto *D = std::get_if<DwarfLine>(&Item)) {
    Out += D->Text.Text;
  } else {
    appendVariable(Out, std::get<VariableDecl>(Item));
    Out += ';';
  }
  Out += '\n';
}

void CanonicalPrinter::Impl::printFunction(const Function &F) {
  for (const Token &Word : F.Linkage) {
    Out += Word.Text;
    Out += ' ';
  }
  Out += F.K == Function::Kind::Entry ? ".entry " : ".func ";
  // PTX allows at most one return parameter, so its list reads best on the
  // signature line.
  if (F.ReturnParameters) {
    appendParameterLine(Out, *F.ReturnParameters);
    Out += ' ';
  }
  Out += F.Name.Text;
  if (F.Parameters) {
    if (F.Parameters->empty()) {
      Out += "()";
    } else {
      Out += "(\n";
      const ParameterList &Params = *F.Parameters;
      for (size_t I = 0; I != Params.size(); ++I) {
        printCommentsBefore(Params[I].Range.Begin, 1);
        startLine(1);
        appendParameter(Out, Params[I]);
        Out += I + 1 == Params.size() ? "\n" : ",\n";
      }
      Out += ')';
    }
  }
  Out += '\n';

  for (const FunctionAttribute &A : F.Attributes) {
    printCommentsBefore(A.Range.Begin, 0);
    appendFunctionAttribute(Out, A);
    Out += '\n';
  }

  if (!F.Body) {
    printCommentsBefore(F.Range.End, 0);
    Out += ";\n";
    return;
  }
  printCommentsBefore(F.Body->Range.Begin, 0);
  printBlock(*F.Body, 0, F.Range.End);
}

void CanonicalPrinter::Impl::printSection(const SectionDirective &S) {
  Out += ".section ";
  Out += S.Name.Text;
  Out += "\n{\n";
  for (size_t Index = 0; Index != S.Entries.size(); ++Index) {
    const SectionEntry &E = S.Entries[Index];
    // Labels sit at column 0 as they do in function bodies.
    unsigned Depth = E.IsLabel ? 0 : 1;
    printCommentsBefore(E.Range.Begin, Depth);
    startLine(Depth);
    Out += E.Name.Text;
    if (E.IsLabel) {
      Out += ':';
    } else {
      for (size_t I = 0; I != E.Values.size(); ++I) {
        Out += I ? ", " : " ";
        appendExpr(Out, *E.Values[I]);
      }
    }
    appendTrailingDirectives(E.Range.End,
                             Index + 1 != S.Entries.size()
                                 ? S.Entries[Index + 1].Range.Begin
                                 : S.Range.End);
    Out += '\n';
  }
  printCommentsBefore(S.Range.End, 1);
  Out += "}\n";
}

/// Prints `{`, the statements one level deeper, and `}`, the braces at
/// Depth. NextAnchor: where the anchor after the `}` begins.
void CanonicalPrinter::Impl::printBlock(const Block &B, unsigned Depth,
                                        uint32_t NextAnchor) {
  startLine(Depth);
  Out += "{\n";
  for (size_t I = 0; I != B.Statements.size(); ++I)
    printStatement(B.Statements[I], Depth + 1,
                   I + 1 != B.Statements.size()
                       ? rangeOf(B.Statements[I + 1]).Begin
                       : B.Range.End);
  printCommentsBefore(B.Range.End, Depth + 1);
  startLine(Depth);
  Out += '}';
  // The item's own line break, for the body of a function: owed.
  if (Depth != 0)
    appendTrailingDirectives(B.Range.End, NextAnchor);
  Out += '\n';
}

void CanonicalPrinter::Impl::printStatement(const Statement &S, unsigned Depth,
                                            uint32_t NextAnchor) {
  const auto *L = S.getIf<Label>();
  unsigned LineDepth = L ? 0 : Depth;
  printCommentsBefore(rangeOf(S).Begin, LineDepth);

  if (const auto *B = S.getIf<Block>())
    return printBlock(*B, Depth, NextAnchor);

  startLine(LineDepth);
  if (L) {
    Out += L->Name.text();
    Out += ':';
  } else if (const auto *I = S.getIf<Instruction>()) {
    if (I->Pred) {
      Out += I->Pred->Negated ? "@!" : "@";
      Out += I->Pred->Predicate.text();
      Out += ' ';
    }
    Out += I->Opcode.text();
    for (const Modifier &M : I->modifiers())
      Out += M.text();
    for (size_t N = 0; N != I->operands().size(); ++N) {
      Out += N ? ", " : " ";
      appendOperand(Out, I->operands()[N]);
    }
    Out += ';';
  } else if (const auto *V = S.getIf<VariableDecl>()) {
    appendVariable(Out, *V);
    Out += ';';
  } else if (const auto *Loc = S.getIf<LocDirective>()) {
    appendLoc(*Loc);
  } else if (const auto *P = S.getIf<PragmaDirective>()) {
    appendPragma(Out, *P);
  } else if (const auto *T = S.getIf<TargetListDirective>()) {
    Out += T->Name.Text;
    Out += T->K == TargetListDirective::Kind::BranchTargets
               ? ": .branchtargets "
               : ": .calltargets ";
    appendTokenList(Out, T->Targets);
    Out += ';';
  } else if (const auto *C = S.getIf<CallPrototype>()) {
    appendCallPrototype(*C);
  } else {
    Out += S.get<DwarfLine>().Text.Text;
  }
  appendTrailingDirectives(rangeOf(S).End, NextAnchor);
  Out += '\n';
}

void CanonicalPrinter::Impl::appendLoc(const LocDirective &L) {
  Out += ".loc ";
  appendInteger(Out, L.File.Text);
  Out += ' ';
  appendInteger(Out, L.Line.Text);
  Out += ' ';
  appendInteger(Out, L.Column.Text);
  // The grammar takes both attributes or neither, function_name first.
  if (L.FunctionName && L.InlinedFile) {
    Out += ", function_name ";
    appendExpr(Out, *L.FunctionName);
    Out += ", inlined_at ";
    appendInteger(Out, L.InlinedFile->Text);
    Out += ' ';
    appendInteger(Out, L.InlinedLine->Text);
    Out += ' ';
    appendInteger(Out, L.InlinedColumn->Text);
  }
}

void CanonicalPrinter::Impl::appendCallPrototype(const CallPrototype &P) {
  Out += P.Name.Text;
  Out += ": .callprototype ";
  if (P.ReturnParameters) {
    appendParameterLine(Out, *P.ReturnParameters);
    Out += ' ';
  }
  Out += '_';
  if (P.Parameters) {
    Out += ' ';
    appendParameterLine(Out, *P.Parameters);
  }
  for (const FunctionAttribute &A : P.Attributes) {
    Out += ' ';
    appendFunctionAttribute(Out, A);
  }
  Out += ';';
}

//===----------------------------------------------------------------------===//
// Public interface
//===----------------------------------------------------------------------===//

CanonicalPrinter::CanonicalPrinter(std::ostream &OS,
                                   const PrintOptions &Options)
    : P(std::make_unique<Impl>(OS, Options)) {}

CanonicalPrinter::~CanonicalPrinter() = default;

void CanonicalPrinter::printItem(const TopLevelItem &Item,
                                 const std::vector<Comment> &Comments) {
  P->takeComments(Comments);
  P->printItem(Item);
  // A directive trailing the item comes with the next item's comments.
  if (P->Options.KeepComments && !P->Out.empty() && P->Out.back() == '\n') {
    P->Out.pop_back();
    P->LineBreakOwed = true;
    P->LastItemEnd = rangeOf(Item).End;
  }
  P->writeOut();
}

void CanonicalPrinter::finish(const std::vector<Comment> &TrailingComments) {
  P->takeComments(TrailingComments);
  P->finish();
}

void ptxlint::printModule(const Module &M, std::ostream &OS,
                          const PrintOptions &Options) {
  CanonicalPrinter Printer(OS, Options);
  // Hand each item the comments that start before it ends, as
  // parseModuleItems does.
  std::vector<Comment> Comments;
  size_t Next = 0;
  for (const TopLevelItem &Item : M.Items) {
    Comments.clear();
    uint32_t End = rangeOf(Item).End;
    for (; Next != M.Comments.size() && M.Comments[Next].Range.Begin < End;
         ++Next)
      Comments.push_back(M.Comments[Next]);
    Printer.printItem(Item, Comments);
  }
  Printer.finish(
      std::vector<Comment>(M.Comments.begin() + Next, M.Comments.end()));
}

std::string ptxlint::printModuleToString(const Module &M,
                                         const PrintOptions &Options) {
  std::ostringstream OS;
  printModule(M, OS, Options);
  return OS.str();
}
