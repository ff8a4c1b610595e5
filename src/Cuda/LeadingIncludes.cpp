//===- LeadingIncludes.cpp - The headers a source starts with ------------===//

#include "LeadingIncludes.h"

using namespace ptxlint;

namespace {

/// Text with its leading blanks and comments removed; InComment says
/// whether a `/*` comment is open at its start, and is left saying
/// whether one is open at its end.
llvm::StringRef skipBlanksAndComments(llvm::StringRef Text, bool &InComment) {
  while (true) {
    if (InComment) {
      size_t End = Text.find("*/");
      if (End == llvm::StringRef::npos)
        return "";
      Text = Text.drop_front(End + 2);
      InComment = false;
    }
    Text = Text.ltrim(" \t\r\f\v");
    if (Text.startswith("//"))
      return "";
    if (!Text.startswith("/*"))
      return Text;
    Text = Text.drop_front(2);
    InComment = true;
  }
}

/// A directive's name and what follows it, when Line is one.
bool splitDirective(llvm::StringRef Line, llvm::StringRef &Name, llvm::StringRef &Rest) {
  if (!Line.consume_front("#"))
    return false;
  Line = Line.ltrim(" \t");
  Name = Line.take_while([](char C) { return (C >= 'a' && C <= 'z') || C == '_'; });
  Rest = Line.drop_front(Name.size()).ltrim(" \t");
  return true;
}

} // namespace

std::vector<std::string> ptxlint::leadingAngleIncludes(llvm::StringRef Source) {
  std::vector<std::string> Includes;
  bool InComment = false;
  while (!Source.empty()) {
    auto [Line, Next] = Source.split('\n');
    Source = Next;
    if (Line.rtrim("\r").endswith("\\"))
      return {};
    llvm::StringRef Code = skipBlanksAndComments(Line, InComment);
    if (Code.empty())
      continue;
    llvm::StringRef Name, Rest;
    if (!splitDirective(Code, Name, Rest))
      break;
    if (Name == "pragma" && Rest.rtrim(" \t\r") == "once")
      continue;
    if (Name != "include" || !Rest.startswith("<"))
      break;
    size_t Close = Rest.find('>');
    if (Close == llvm::StringRef::npos)
      break;
    // Whatever follows must be a comment; it may open one that goes on.
    bool TrailingComment = false;
    if (!skipBlanksAndComments(Rest.drop_front(Close + 1), TrailingComment).empty())
      break;
    InComment = TrailingComment;
    Includes.push_back(Rest.take_front(Close + 1).str());
  }
  return Includes;
}
