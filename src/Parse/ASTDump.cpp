//===- ASTDump.cpp --------------------------------------------------------===//
//
// Written against include/ptxlint/AST.h field by field: a field added there
// must be added here, or the equivalence test stops seeing it.
//
//===----------------------------------------------------------------------===//

#include "ASTDump.h"

#include "ptxlint/NumberRuns.h"

#include <cstdio>

using namespace ptxlint;

namespace {

class Dumper {
public:
  Dumper(std::string_view Source, std::string &Out, const DumpOptions &Options)
      : Source(Source), Out(Out), Options(Options) {}

  void item(const TopLevelItem &Item) {
    std::visit([this](const auto &Node) { node(Node); }, Item);
  }

  void comment(const Comment &C) {
    open("Comment");
    field("Text", C.Text);
    field("Range", C.Range);
    // Not Trailing: the parser derives it from the range and the text when
    // it delivers the comment, after either path made it, so it adds
    // nothing to compare (and fast::parseChunk's comments do not have it).
    close();
  }

private:
  //===--------------------------------------------------------------------===//
  // Layout: `Kind {` ... `}`, fields as `Name=value`, children indented
  //===--------------------------------------------------------------------===//

  void line() {
    Out += '\n';
    Out.append(2 * Indent, ' ');
  }
  void open(const char *Kind) {
    line();
    Out += Kind;
    Out += " {";
    ++Indent;
  }
  void close() {
    --Indent;
    line();
    Out += '}';
  }
  void name(const char *Name) {
    line();
    Out += Name;
    Out += '=';
  }

  void value(SourceRange R) {
    if (!Options.Positions)
      return;
    char Buffer[32];
    std::snprintf(Buffer, sizeof Buffer, "[%u,%u)", R.Begin, R.End);
    Out += Buffer;
  }
  void value(std::string_view S) {
    char Buffer[48];
    if (S.data() == nullptr) {
      Out += "null";
      return;
    }
    // Views into the source are shown with their place in it.
    const char *Base = Source.data();
    if (!Options.Positions)
      Buffer[0] = '\0';
    else if (S.data() >= Base && S.data() + S.size() <= Base + Source.size())
      std::snprintf(Buffer, sizeof Buffer, "@%zu+%zu",
                    static_cast<size_t>(S.data() - Base), S.size());
    else
      std::snprintf(Buffer, sizeof Buffer, "outside+%zu", S.size());
    Out += Buffer;
    Out += '"';
    if (Options.FoldLiteralCase && !S.empty() && S[0] >= '0' && S[0] <= '9')
      for (char C : S)
        Out += (C >= 'A' && C <= 'Z') ? static_cast<char>(C - 'A' + 'a') : C;
    else
      Out.append(S.data(), S.size());
    Out += '"';
  }
  void value(bool B) { Out += B ? "true" : "false"; }
  void value(unsigned U) { Out += std::to_string(U); }
  void value(const Token &T) {
    value(T.Text);
    if (!Options.Positions)
      return;
    Out += ' ';
    value(T.Range);
  }
  void value(const SourceWord &W) { value(Token{W.text(), W.Range}); }

  template <typename T> void field(const char *Name, const T &V) {
    name(Name);
    value(V);
  }
  void field(const char *Name, SourceRange R) {
    if (!Options.Positions)
      return; // Not even the name: a line of its own would be left empty.
    name(Name);
    value(R);
  }
  template <typename T>
  void field(const char *Name, const std::optional<T> &V) {
    name(Name);
    if (!V) {
      Out += "none";
      return;
    }
    Out += "some ";
    value(*V);
  }
  void field(const char *Name, const std::vector<Token> &Words) {
    name(Name);
    Out += std::to_string(Words.size());
    ++Indent;
    for (const Token &W : Words) {
      line();
      value(W);
    }
    --Indent;
  }
  void field(const char *Name, const ExprPtr &E) {
    name(Name);
    if (!E) {
      Out += "null";
      return;
    }
    ++Indent;
    expr(*E);
    --Indent;
  }
  template <typename List> void children(const char *Name, const List &Nodes) {
    name(Name);
    Out += std::to_string(Nodes.size());
    ++Indent;
    for (const auto &N : Nodes)
      node(N);
    --Indent;
  }
  void children(const char *Name, const std::vector<ExprPtr> &Exprs) {
    name(Name);
    Out += std::to_string(Exprs.size());
    ++Indent;
    for (const ExprPtr &E : Exprs) {
      if (E) {
        expr(*E);
      } else {
        line();
        Out += "null";
      }
    }
    --Indent;
  }
  /// N: a std::optional or a NodePtr.
  template <typename Optional>
  void optionalChild(const char *Name, const Optional &N) {
    name(Name);
    if (!N) {
      Out += "none";
      return;
    }
    Out += "some";
    ++Indent;
    node(*N);
    --Indent;
  }
  void optionalParameters(const char *Name,
                          const std::optional<ParameterList> &List) {
    if (!List) {
      name(Name);
      Out += "none";
      return;
    }
    children(Name, *List);
  }

  //===--------------------------------------------------------------------===//
  // Expressions and operands
  //===--------------------------------------------------------------------===//

  static const char *kindName(Expr::Kind K) {
    switch (K) {
    case Expr::Kind::IntegerLiteral: return "IntegerLiteral";
    case Expr::Kind::FloatLiteral: return "FloatLiteral";
    case Expr::Kind::Symbol: return "Symbol";
    case Expr::Kind::Call: return "Call";
    case Expr::Kind::Unary: return "Unary";
    case Expr::Kind::Binary: return "Binary";
    case Expr::Kind::Conditional: return "Conditional";
    case Expr::Kind::Cast: return "Cast";
    case Expr::Kind::Paren: return "Paren";
    case Expr::Kind::Index: return "Index";
    }
    return "?";
  }

  void expr(const Expr &E) {
    open(kindName(E.K));
    field("Range", E.Range);
    field("Text", E.text());
    field("Component", E.Component);
    for (unsigned I = 0; I < 3; ++I)
      field("Operand", E.Operands[I]);
    close();
  }

  static const char *kindName(Operand::Kind K) {
    switch (K) {
    case Operand::Kind::Expression: return "Expression";
    case Operand::Kind::Address: return "Address";
    case Operand::Kind::Vector: return "Vector";
    case Operand::Kind::List: return "List";
    case Operand::Kind::Sink: return "Sink";
    }
    return "?";
  }

  void node(const Operand &O) {
    open("Operand");
    name("Kind");
    Out += kindName(O.kind());
    field("Range", O.range());
    field("Value", O.value());
    children("Elements", O.elements());
    field("AddressSuffix", O.addressSuffix());
    field("PairedPredicate", O.pairedPredicate());
    field("PairedSink", O.pairedSink());
    field("Selector", O.selector());
    close();
  }

  //===--------------------------------------------------------------------===//
  // Declarations
  //===--------------------------------------------------------------------===//

  void node(const AttributeItem &A) {
    open("AttributeItem");
    field("Name", A.Name);
    field("HasArguments", A.HasArguments);
    children("Arguments", A.Arguments);
    close();
  }
  void node(const Qualifier &Q) {
    open("Qualifier");
    field("Name", Q.Name);
    field("Argument", Q.Argument);
    children("Attributes", Q.Attributes);
    field("Range", Q.Range);
    close();
  }
  void node(const Initializer &I) {
    open("Initializer");
    field("Kind", static_cast<unsigned>(I.K));
    field("Value", I.Value);
    children("Elements", I.Elements);
    if (I.Numbers)
      node(*I.Numbers);
    field("Range", I.Range);
    close();
  }
  void node(const NumberShape &S) {
    open("NumberShape");
    field("Count", unsigned{S.Count});
    for (const NumberShape::Level &L : S.Levels) {
      open("Level");
      field("Numbers", L.Numbers);
      field("Lists", L.Lists);
      field("FewestElements", unsigned{L.FewestElements});
      field("MostElements", unsigned{L.MostElements});
      close();
    }
    field("Integers", S.Integers);
    field("Floats", S.Floats);
    field("LongDecimals", S.LongDecimals);
    close();
  }
  void node(const ArrayDimension &D) {
    open("ArrayDimension");
    field("Size", D.Size);
    field("Range", D.Range);
    close();
  }
  void node(const Declarator &D) {
    open("Declarator");
    field("Name", D.Name);
    field("RangeCount", D.RangeCount);
    children("Dimensions", D.Dimensions);
    optionalChild("Init", D.Init);
    field("Range", D.Range);
    close();
  }
  void node(const VariableDecl &V) {
    open("VariableDecl");
    children("Qualifiers", V.Qualifiers);
    children("Declarators", V.Declarators);
    field("Range", V.Range);
    close();
  }
  void node(const ParameterDecl &P) {
    open("ParameterDecl");
    children("Qualifiers", P.Qualifiers);
    name("Decl");
    ++Indent;
    node(P.Decl);
    --Indent;
    field("Range", P.Range);
    close();
  }

  //===--------------------------------------------------------------------===//
  // Directives
  //===--------------------------------------------------------------------===//

  void node(const VersionDirective &V) {
    open("VersionDirective");
    field("Version", V.Version);
    field("Major", V.Major);
    field("Minor", V.Minor);
    field("Range", V.Range);
    close();
  }
  void node(const TargetDirective &T) {
    open("TargetDirective");
    field("Targets", T.Targets);
    field("Range", T.Range);
    close();
  }
  void node(const AddressSizeDirective &A) {
    open("AddressSizeDirective");
    field("Size", A.Size);
    field("Range", A.Range);
    close();
  }
  void node(const FileDirective &F) {
    open("FileDirective");
    field("Index", F.Index);
    field("Path", F.Path);
    field("Timestamp", F.Timestamp);
    field("FileSize", F.FileSize);
    field("Range", F.Range);
    close();
  }
  void node(const PragmaDirective &P) {
    open("PragmaDirective");
    field("Strings", P.Strings);
    field("Range", P.Range);
    close();
  }
  void node(const AliasDirective &A) {
    open("AliasDirective");
    field("Alias", A.Alias);
    field("Aliasee", A.Aliasee);
    field("Range", A.Range);
    close();
  }
  void node(const DwarfLine &D) {
    open("DwarfLine");
    field("Text", D.Text);
    close();
  }
  void node(const SectionEntry &E) {
    open("SectionEntry");
    field("IsLabel", E.IsLabel);
    field("Name", E.Name);
    children("Values", E.Values);
    field("Range", E.Range);
    close();
  }
  void node(const SectionDirective &S) {
    open("SectionDirective");
    field("Name", S.Name);
    children("Entries", S.Entries);
    field("Range", S.Range);
    close();
  }
  void node(const LocDirective &L) {
    open("LocDirective");
    field("File", L.File);
    field("Line", L.Line);
    field("Column", L.Column);
    field("FunctionName", L.FunctionName);
    field("InlinedFile", L.InlinedFile);
    field("InlinedLine", L.InlinedLine);
    field("InlinedColumn", L.InlinedColumn);
    field("Range", L.Range);
    close();
  }
  void node(const FunctionAttribute &A) {
    open("FunctionAttribute");
    field("Name", A.Name);
    children("Arguments", A.Arguments);
    optionalChild("Pragma", A.Pragma);
    field("Range", A.Range);
    close();
  }

  //===--------------------------------------------------------------------===//
  // Function bodies
  //===--------------------------------------------------------------------===//

  void node(const Modifier &M) {
    open("Modifier");
    field("Text", M.text());
    field("Range", M.Range);
    close();
  }
  void node(const Guard &G) {
    open("Guard");
    field("Predicate", G.Predicate);
    field("Negated", G.Negated);
    field("Range", G.Range);
    close();
  }
  void node(const Instruction &I) {
    open("Instruction");
    optionalChild("Pred", I.Pred);
    field("Opcode", I.Opcode);
    children("Modifiers", I.modifiers());
    children("Operands", I.operands());
    field("Range", I.Range);
    close();
  }
  void node(const Label &L) {
    open("Label");
    field("Name", L.Name);
    field("Range", L.Range);
    close();
  }
  void node(const TargetListDirective &T) {
    open(T.K == TargetListDirective::Kind::BranchTargets ? "BranchTargets"
                                                         : "CallTargets");
    field("Name", T.Name);
    field("Targets", T.Targets);
    field("Range", T.Range);
    close();
  }
  void node(const CallPrototype &C) {
    open("CallPrototype");
    field("Name", C.Name);
    optionalParameters("ReturnParameters", C.ReturnParameters);
    optionalParameters("Parameters", C.Parameters);
    children("Attributes", C.Attributes);
    field("Range", C.Range);
    close();
  }
  void node(const Block &B) {
    open("Block");
    children("Statements", B.Statements);
    field("Range", B.Range);
    close();
  }
  void node(const Statement &S) {
    S.visit([this](const auto &Node) { node(Node); });
  }
  void node(const Function &F) {
    open(F.K == Function::Kind::Entry ? "Function .entry" : "Function .func");
    field("Linkage", F.Linkage);
    field("KindRange", F.KindRange);
    optionalParameters("ReturnParameters", F.ReturnParameters);
    field("Name", F.Name);
    optionalParameters("Parameters", F.Parameters);
    children("Attributes", F.Attributes);
    optionalChild("Body", F.Body);
    field("Range", F.Range);
    close();
  }

  std::string_view Source;
  std::string &Out;
  const DumpOptions &Options;
  unsigned Indent = 0;
};

} // namespace

void ptxlint::dumpItem(const TopLevelItem &Item, std::string_view Source,
                       std::string &Out, const DumpOptions &Options) {
  Dumper(Source, Out, Options).item(Item);
}

void ptxlint::dumpItems(const std::vector<TopLevelItem> &Items,
                        const std::vector<Comment> &Comments,
                        std::string_view Source, std::string &Out,
                        const DumpOptions &Options) {
  Dumper D(Source, Out, Options);
  for (const TopLevelItem &Item : Items)
    D.item(Item);
  for (const Comment &C : Comments)
    D.comment(C);
}
