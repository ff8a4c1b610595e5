//===- BodySkipper.cpp - Parse only the bodies that hold asm --------------===//

#include "BodySkipper.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"

using namespace ptxlint;

namespace {

class MacroWatcher : public clang::PPCallbacks {
public:
  explicit MacroWatcher(BodySkipper &Skipper) : Skipper(Skipper) {}
  void MacroDefined(const clang::Token &Name,
                    const clang::MacroDirective *Directive) override {
    if (Directive && Directive->getMacroInfo())
      Skipper.macroDefined(Name, *Directive->getMacroInfo());
  }

private:
  BodySkipper &Skipper;
};

bool isIdentifierStart(char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || C == '_';
}
bool isIdentifierChar(char C) {
  return isIdentifierStart(C) || (C >= '0' && C <= '9');
}

bool isAsmKeyword(llvm::StringRef Word) {
  return Word == "asm" || Word == "__asm__" || Word == "__asm";
}

/// The end of the comment, string or character literal at Text[I], or I
/// when none starts there.
size_t skipNonCode(llvm::StringRef Text, size_t I) {
  if (Text.substr(I).startswith("//"))
    return std::min(Text.find('\n', I), Text.size());
  if (Text.substr(I).startswith("/*")) {
    size_t End = Text.find("*/", I + 2);
    return End == llvm::StringRef::npos ? Text.size() : End + 2;
  }
  char Quote = Text[I];
  if (Quote != '"' && Quote != '\'')
    return I;
  // A digit separator (1'000) is not a character literal.
  if (Quote == '\'' && I > 0 && isIdentifierChar(Text[I - 1]))
    return I;
  size_t J = I + 1;
  while (J < Text.size() && Text[J] != Quote && Text[J] != '\n')
    J += Text[J] == '\\' ? 2 : 1;
  return std::min(J + 1, Text.size());
}

/// The offset just past the `}` closing the body that starts with the first
/// `{` at or after From outside parentheses, or npos.
size_t bodyEnd(llvm::StringRef Text, size_t From) {
  int Parens = 0, Braces = 0;
  for (size_t I = From; I < Text.size();) {
    size_t Next = skipNonCode(Text, I);
    if (Next != I) {
      I = Next;
      continue;
    }
    char C = Text[I++];
    if (C == '(' || C == '[')
      ++Parens;
    else if (C == ')' || C == ']')
      --Parens;
    else if (C == ';' && Braces == 0 && Parens == 0)
      return llvm::StringRef::npos; // No body here after all.
    else if (C == '{' && (Parens == 0 || Braces > 0))
      ++Braces;
    else if (C == '}' && Braces > 0 && --Braces == 0)
      return I;
  }
  return llvm::StringRef::npos;
}

} // namespace

BodySkipper::BodySkipper(const clang::SourceManager &SM, clang::Preprocessor &PP)
    : SM(SM) {
  PP.addPPCallbacks(std::make_unique<MacroWatcher>(*this));
}

void BodySkipper::macroDefined(const clang::Token &Name,
                               const clang::MacroInfo &Macro) {
  for (const clang::Token &T : Macro.tokens()) {
    const clang::IdentifierInfo *Identifier = T.getIdentifierInfo();
    if (!Identifier)
      continue;
    if (isAsmKeyword(Identifier->getName()) ||
        AsmMacros.count(std::string(Identifier->getName()))) {
      AsmMacros.insert(std::string(Name.getIdentifierInfo()->getName()));
      return;
    }
  }
}

std::vector<std::string> BodySkipper::asmMacros() const {
  return {AsmMacros.begin(), AsmMacros.end()};
}

void BodySkipper::addAsmMacros(const std::vector<std::string> &Names) {
  AsmMacros.insert(Names.begin(), Names.end());
}

bool BodySkipper::mentionsAsm(llvm::StringRef Text) const {
  for (size_t I = 0; I < Text.size();) {
    size_t Next = skipNonCode(Text, I);
    if (Next != I) {
      I = Next;
      continue;
    }
    if (!isIdentifierStart(Text[I])) {
      ++I;
      continue;
    }
    size_t End = I;
    while (End < Text.size() && isIdentifierChar(Text[End]))
      ++End;
    llvm::StringRef Word = Text.slice(I, End);
    if (isAsmKeyword(Word) || AsmMacros.count(std::string(Word)))
      return true;
    I = End;
  }
  return false;
}

bool BodySkipper::canSkip(const clang::Decl *D) const {
  const clang::FunctionDecl *F = D->getAsFunction();
  // A constructor's initializers may hold braces of their own.
  if (!F || llvm::isa<clang::CXXConstructorDecl>(F))
    return false;
  clang::SourceLocation DeclaratorEnd = F->getSourceRange().getEnd();
  // The user's own code is read whole: which function calls which decides
  // what nvcc compiles.
  if (DeclaratorEnd.isInvalid() || DeclaratorEnd.isMacroID() ||
      !SM.isInSystemHeader(DeclaratorEnd))
    return false;
  auto [File, Offset] = SM.getDecomposedLoc(DeclaratorEnd);
  bool Invalid = false;
  llvm::StringRef Text = SM.getBufferData(File, &Invalid);
  if (Invalid || Offset >= Text.size())
    return false;
  size_t End = bodyEnd(Text, Offset + 1);
  if (End == llvm::StringRef::npos)
    return false;
  return !mentionsAsm(Text.slice(Offset, End));
}
