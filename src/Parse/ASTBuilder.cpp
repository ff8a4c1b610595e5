//===- ASTBuilder.cpp -----------------------------------------------------===//

#include "ASTBuilder.h"

#include "SyntaxErrors.h"
#include "VersionNumber.h"

#include "ptxlint/NumberRuns.h"

#include <algorithm>

using namespace ptxlint;
using P = PTXParser;

namespace {
/// Thrown when a parse-tree node lacks a part that error recovery skipped;
/// the statement or item being built is then left out.
struct DamagedConstruct {};

template <typename T> T &need(T *Node) {
  if (!Node)
    throw DamagedConstruct();
  return *Node;
}

/// The labelled alternative Ctx must be, all others having been ruled
/// out. After a syntax error at the start of a rule, ANTLR leaves the
/// rule's unlabelled base context in the tree: that is a damaged construct
/// too (a reference dynamic_cast would throw std::bad_cast instead).
template <typename Alternative, typename Context>
Alternative &alternative(Context &Ctx) {
  return need(dynamic_cast<Alternative *>(&Ctx));
}

bool isValidToken(const antlr4::Token *T) {
  return T && T->getType() != antlr4::Token::EOF &&
         T->getStartIndex() != INVALID_INDEX &&
         T->getStopIndex() != INVALID_INDEX &&
         T->getStopIndex() + 1 >= T->getStartIndex();
}
} // namespace

bool ASTBuilder::hasErrorIn(uint32_t Begin, uint32_t End) const {
  auto It = std::lower_bound(ErrorOffsets.begin(), ErrorOffsets.end(), Begin);
  return It != ErrorOffsets.end() && *It < End;
}

SourceRange ASTBuilder::rangeOf(ParserRuleContext *Ctx) const {
  const antlr4::Token *Start = Ctx->getStart(), *Stop = Ctx->getStop();
  if (!isValidToken(Start) || !isValidToken(Stop) ||
      Stop->getStopIndex() < Start->getStartIndex())
    throw DamagedConstruct();
  return {static_cast<uint32_t>(Start->getStartIndex()),
          static_cast<uint32_t>(Stop->getStopIndex() + 1)};
}

size_t ASTBuilder::tokenCount(ParserRuleContext &Ctx) {
  const antlr4::Token *Start = Ctx.getStart(), *Stop = Ctx.getStop();
  if (!Start || !Stop || Stop->getTokenIndex() < Start->getTokenIndex())
    return 0;
  return Stop->getTokenIndex() - Start->getTokenIndex() + 1;
}

Token ASTBuilder::token(const antlr4::Token *T) const {
  if (!isValidToken(T))
    throw DamagedConstruct();
  uint32_t Begin = static_cast<uint32_t>(T->getStartIndex());
  uint32_t End = static_cast<uint32_t>(T->getStopIndex() + 1);
  return {Text.substr(Begin, End - Begin), {Begin, End}};
}

Token ASTBuilder::token(antlr4::tree::TerminalNode *Node) const {
  return token(need(Node).getSymbol());
}

Token ASTBuilder::token(ParserRuleContext *Ctx) const {
  SourceRange R = rangeOf(&need(Ctx));
  return {Text.substr(R.Begin, R.size()), R};
}

//===----------------------------------------------------------------------===//
// Module level
//===----------------------------------------------------------------------===//

std::vector<TopLevelItem> ASTBuilder::buildItems(P::ModuleContext &Ctx,
                                                 uint32_t ChunkEnd) {
  std::vector<TopLevelItem> Items;
  std::vector<P::ItemContext *> Parsed = Ctx.item();
  for (size_t I = 0; I < Parsed.size(); ++I) {
    // An item owns the bytes up to the next item, so that an error between
    // two items is charged to the one before it.
    uint32_t OwnedEnd = ChunkEnd;
    if (I + 1 < Parsed.size() && isValidToken(Parsed[I + 1]->getStart()))
      OwnedEnd = static_cast<uint32_t>(Parsed[I + 1]->getStart()->getStartIndex());
    ChunkLimit = ChunkEnd;
    if (auto Item = buildItem(*Parsed[I], OwnedEnd))
      Items.push_back(std::move(*Item));
  }
  return Items;
}

std::optional<TopLevelItem> ASTBuilder::buildItem(P::ItemContext &Ctx,
                                                  uint32_t OwnedEnd) {
  try {
    SourceRange Range = rangeOf(&Ctx);
    if (auto *F = Ctx.functionDefinition()) {
      // Errors inside the body cost only their statements.
      SourceRange Header = Range;
      if (auto *Body = F->block())
        Header.End = rangeOf(Body).Begin;
      if (hasErrorIn(Header.Begin, Header.End) ||
          hasErrorIn(Range.End, OwnedEnd))
        return std::nullopt;
      return TopLevelItem(buildFunction(*F));
    }
    if (hasErrorIn(Range.Begin, OwnedEnd))
      return std::nullopt;
    if (auto *V = Ctx.versionDirective())
      return TopLevelItem(buildVersion(*V));
    if (auto *T = Ctx.targetDirective()) {
      TargetDirective Target;
      for (auto *Id : T->identifier())
        Target.Targets.push_back(token(Id));
      Target.Range = Range;
      return TopLevelItem(std::move(Target));
    }
    if (auto *A = Ctx.addressSizeDirective())
      return TopLevelItem(AddressSizeDirective{token(A->integer()), Range});
    if (auto *F = Ctx.fileDirective())
      return TopLevelItem(buildFile(*F));
    if (auto *S = Ctx.sectionDirective())
      return TopLevelItem(buildSection(*S));
    if (auto *Pr = Ctx.pragmaDirective())
      return TopLevelItem(buildPragma(*Pr));
    if (auto *A = Ctx.aliasDirective())
      return TopLevelItem(AliasDirective{token(A->identifier(0)),
                                         token(A->identifier(1)), Range});
    if (auto *D = Ctx.dwarfDirective())
      return TopLevelItem(DwarfLine{token(D->DWARF_LINE())});
    if (auto *V = Ctx.variableDeclaration())
      return TopLevelItem(buildVariable(*V));
  } catch (DamagedConstruct &) {
  }
  return std::nullopt;
}

VersionDirective ASTBuilder::buildVersion(P::VersionDirectiveContext &Ctx) {
  VersionDirective V;
  V.Version = token(Ctx.DECIMAL_FLOAT());
  V.Range = rangeOf(&Ctx);
  uint32_t GapBegin = token(Ctx.VERSION()).Range.End;
  std::string_view Gap =
      Text.substr(GapBegin, V.Version.Range.Begin - GapBegin);
  if (size_t At = misplacedInVersionGap(Gap); At != std::string_view::npos) {
    uint32_t Begin = GapBegin + static_cast<uint32_t>(At);
    bool LineBreak = Gap[At] == '\n';
    Errors.report(DiagID::SyntaxError, {Begin, Begin + 1},
                  std::string(LineBreak ? "a line break" : "a comment") +
                      " between '.version' and its number; ptxas takes "
                      "only blanks there, on one line");
    throw DamagedConstruct();
  }
  std::optional<VersionNumber> Number = readVersionNumber(V.Version.Text);
  if (!Number) {
    Errors.report(DiagID::InvalidVersion, V.Version.Range,
                  "PTX version must be written MAJOR.MINOR, as in '.version 8.5'");
    throw DamagedConstruct();
  }
  V.Major = Number->Major;
  V.Minor = Number->Minor;
  return V;
}

FileDirective ASTBuilder::buildFile(P::FileDirectiveContext &Ctx) {
  FileDirective F;
  F.Index = token(Ctx.integer(0));
  F.Path = token(Ctx.STRING());
  if (Ctx.integer().size() >= 2)
    F.Timestamp = token(Ctx.integer(1));
  if (Ctx.integer().size() == 3)
    F.FileSize = token(Ctx.integer(2));
  F.Range = rangeOf(&Ctx);
  return F;
}

SectionDirective ASTBuilder::buildSection(P::SectionDirectiveContext &Ctx) {
  SectionDirective S;
  S.Name = token(Ctx.DOT_NAME());
  S.Range = rangeOf(&Ctx);
  for (auto *EntryCtx : Ctx.sectionEntry()) {
    SectionEntry Entry;
    Entry.Range = rangeOf(EntryCtx);
    if (auto *Label = dynamic_cast<P::SectionLabelContext *>(EntryCtx)) {
      Entry.IsLabel = true;
      Entry.Name = token(Label->identifier());
    } else {
      auto &Data = alternative<P::SectionDataContext>(*EntryCtx);
      Entry.Name = token(Data.DOT_NAME());
      for (auto *Value : Data.sectionValue())
        Entry.Values.push_back(buildSectionValue(*Value));
    }
    S.Entries.push_back(std::move(Entry));
  }
  return S;
}

ExprPtr ASTBuilder::buildSectionValue(P::SectionValueContext &Ctx) {
  if (auto *Plain = dynamic_cast<P::PlainSectionValueContext *>(&Ctx))
    return buildExpr(need(Plain->expression()));
  auto &Relative = alternative<P::SectionRelativeValueContext>(Ctx);
  Token Section = token(Relative.DOT_NAME());
  auto Symbol = makeExpr(Arena, Expr::Kind::Symbol, Section.Range,
                                       Section.Text);
  if (!Relative.sign)
    return Symbol;
  auto Sum = makeExpr(Arena, Expr::Kind::Binary, rangeOf(&Relative),
                                    token(Relative.sign).Text);
  Sum->Operands[0] = std::move(Symbol);
  Sum->Operands[1] = buildExpr(need(Relative.expression()));
  return Sum;
}

PragmaDirective ASTBuilder::buildPragma(P::PragmaDirectiveContext &Ctx) {
  PragmaDirective Pragma;
  for (auto *S : Ctx.STRING())
    Pragma.Strings.push_back(token(S));
  Pragma.Range = rangeOf(&Ctx);
  return Pragma;
}

//===----------------------------------------------------------------------===//
// Declarations
//===----------------------------------------------------------------------===//

VariableDecl ASTBuilder::buildVariable(P::VariableDeclarationContext &Ctx) {
  VariableDecl V;
  for (auto *Q : Ctx.declarationQualifier())
    V.Qualifiers.push_back(buildQualifier(*Q));
  for (auto *D : Ctx.declarator())
    V.Declarators.push_back(buildDeclarator(*D));
  V.Range = rangeOf(&Ctx);
  return V;
}

Qualifier ASTBuilder::buildQualifier(P::DeclarationQualifierContext &Ctx) {
  Qualifier Q;
  Q.Range = rangeOf(&Ctx);
  if (auto *Plain = dynamic_cast<P::PlainQualifierContext *>(&Ctx)) {
    Q.Name = token(Plain->DOT_NAME());
    if (Plain->integer())
      Q.Argument = token(Plain->integer());
    return Q;
  }
  auto &Attribute = alternative<P::AttributeQualifierContext>(Ctx);
  Q.Name = token(Attribute.ATTRIBUTE());
  for (auto *ItemCtx : Attribute.attributeItem()) {
    AttributeItem Item;
    Item.Name = token(ItemCtx->DOT_NAME());
    Item.HasArguments = ItemCtx->LPAREN() != nullptr;
    for (auto *Arg : ItemCtx->expression())
      Item.Arguments.push_back(buildExpr(*Arg));
    Q.Attributes.push_back(std::move(Item));
  }
  return Q;
}

Declarator ASTBuilder::buildDeclarator(P::DeclaratorContext &Ctx) {
  Declarator D;
  D.Name = token(Ctx.declaratorName());
  if (auto *Range = Ctx.registerRange())
    D.RangeCount = token(Range->integer());
  for (auto *Dim : Ctx.arrayDimension()) {
    ArrayDimension Dimension;
    Dimension.Range = rangeOf(Dim);
    if (Dim->expression())
      Dimension.Size = buildExpr(*Dim->expression());
    D.Dimensions.push_back(std::move(Dimension));
  }
  if (auto *Init = Ctx.initializer())
    D.Init = buildInitializer(*Init);
  D.Range = rangeOf(&Ctx);
  return D;
}

Initializer ASTBuilder::buildInitializer(P::InitializerContext &Ctx) {
  Initializer Init;
  Init.Range = rangeOf(&Ctx);
  if (auto *Scalar = dynamic_cast<P::ScalarInitializerContext *>(&Ctx)) {
    Init.Value = buildExpr(need(Scalar->expression()));
    return Init;
  }
  auto &Aggregate = alternative<P::AggregateInitializerContext>(Ctx);
  InitializerListBuilder List(Arena);
  for (auto *Element : Aggregate.initializer()) {
    SourceRange At = rangeOf(Element);
    if (const fast::NumberSpan *Span =
            fast::spanOfFirstElement(NumberSpans, At)) {
      List.addNumbers({At.Begin, Span->End}, Span->Shape);
      continue;
    }
    Initializer Built = buildInitializer(*Element);
    if (std::optional<NumberShape> Shape =
            InitializerListBuilder::shapeOf(Built, tokenCount(*Element)))
      List.addNumbers(Built.Range, *Shape);
    else
      List.addOther(std::move(Built));
  }
  return List.finish(Init.Range);
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

Function ASTBuilder::buildFunction(P::FunctionDefinitionContext &Ctx) {
  Function F;
  for (auto *Word : Ctx.DOT_NAME())
    F.Linkage.push_back(token(Word));
  Token Kind = token(Ctx.kind);
  F.K = Kind.Text == ".entry" ? Function::Kind::Entry : Function::Kind::Func;
  F.KindRange = Kind.Range;
  if (Ctx.returnParameters)
    F.ReturnParameters = buildParameters(*Ctx.returnParameters);
  F.Name = token(Ctx.functionName());
  if (Ctx.parameters)
    F.Parameters = buildParameters(*Ctx.parameters);
  for (auto *Attribute : Ctx.functionAttribute())
    F.Attributes.push_back(buildFunctionAttribute(*Attribute));
  if (auto *Body = Ctx.block())
    F.Body = buildBlock(*Body);
  F.Range = rangeOf(&Ctx);
  // ptxas takes a header that ends where the next item begins as a
  // prototype for `.func` only.
  // The header's words also end before a value that is no directive's
  // (`.maxntid 1+1`); a syntax error after the header says where.
  if (F.K == Function::Kind::Entry && !Ctx.block() && !Ctx.SEMI()) {
    if (hasErrorIn(F.Range.End, ChunkLimit))
      throw DamagedConstruct();
    Errors.report(DiagID::SyntaxError, {F.Range.End, F.Range.End},
                  "expected '{' or ';' after the header of '.entry' '" +
                      std::string(F.Name.Text) +
                      "'; only a '.func' header may end without either")
        .FixIts.push_back({{F.Range.End, F.Range.End}, ";"});
    throw DamagedConstruct();
  }
  return F;
}

ParameterList ASTBuilder::buildParameters(P::ParameterListContext &Ctx) {
  ParameterList Parameters;
  for (auto *ParamCtx : Ctx.parameterDeclaration()) {
    ParameterDecl Param;
    for (auto *Q : ParamCtx->declarationQualifier())
      Param.Qualifiers.push_back(buildQualifier(*Q));
    Param.Decl = buildDeclarator(need(ParamCtx->declarator()));
    Param.Range = rangeOf(ParamCtx);
    Parameters.push_back(std::move(Param));
  }
  return Parameters;
}

FunctionAttribute
ASTBuilder::buildFunctionAttribute(P::FunctionAttributeContext &Ctx) {
  FunctionAttribute A;
  A.Range = rangeOf(&Ctx);
  if (auto *Pragma = dynamic_cast<P::FunctionPragmaContext *>(&Ctx)) {
    A.Pragma = buildPragma(need(Pragma->pragmaDirective()));
    A.Name = token(Pragma->pragmaDirective()->PRAGMA());
    return A;
  }
  auto &Tuning = alternative<P::TuningDirectiveContext>(Ctx);
  A.Name = token(Tuning.DOT_NAME());
  for (auto *Value : Tuning.directiveValue())
    A.Arguments.push_back(buildDirectiveValue(*Value));
  return A;
}

/// A directive's value as the expression it would be: a literal, or a
/// sign applied to one.
ExprPtr ASTBuilder::buildDirectiveValue(P::DirectiveValueContext &Ctx) {
  SourceRange Range = rangeOf(&Ctx);
  if (auto *Signed = dynamic_cast<P::SignedDirectiveValueContext *>(&Ctx)) {
    auto E = makeExpr(Arena, Expr::Kind::Unary, Range, token(Signed->op).Text);
    E->Operands[0] = buildDirectiveValue(need(Signed->directiveValue()));
    return E;
  }
  if (auto *I = dynamic_cast<P::IntegerDirectiveValueContext *>(&Ctx))
    return makeExpr(Arena, Expr::Kind::IntegerLiteral, Range,
                    token(I->integer()).Text);
  auto &F = alternative<P::FloatDirectiveValueContext>(Ctx);
  return makeExpr(Arena, Expr::Kind::FloatLiteral, Range,
                  token(F.floatLiteral()).Text);
}

Block ASTBuilder::buildBlock(P::BlockContext &Ctx) {
  Block B;
  B.Range = rangeOf(&Ctx);
  std::vector<P::StatementContext *> Parsed = Ctx.statement();
  std::vector<Statement> Statements;
  uint32_t BlockEnd = B.Range.End - 1; // The closing brace.
  for (size_t I = 0; I < Parsed.size(); ++I) {
    uint32_t OwnedEnd = BlockEnd;
    if (I + 1 < Parsed.size() && isValidToken(Parsed[I + 1]->getStart()))
      OwnedEnd = static_cast<uint32_t>(Parsed[I + 1]->getStart()->getStartIndex());
    try {
      SourceRange Range = rangeOf(Parsed[I]);
      // A nested block answers for its own statements.
      bool IsBlock = dynamic_cast<P::BlockStatementContext *>(Parsed[I]);
      if (hasErrorIn(IsBlock ? Range.End : Range.Begin, OwnedEnd))
        continue;
      if (auto S = buildStatement(*Parsed[I]))
        Statements.push_back(*S);
    } catch (DamagedConstruct &) {
    }
  }
  B.Statements = Arena.list(Statements);
  return B;
}

std::optional<Statement> ASTBuilder::buildStatement(P::StatementContext &Ctx) {
  if (auto *L = dynamic_cast<P::LabelStatementContext *>(&Ctx))
    return Statement::make(Arena, Label{token(L->identifier()), rangeOf(L)});
  if (auto *I = dynamic_cast<P::InstructionStatementContext *>(&Ctx))
    return Statement::make(Arena, buildInstruction(need(I->instruction())));
  if (auto *D = dynamic_cast<P::DeclarationStatementContext *>(&Ctx))
    return Statement::make(Arena, buildVariable(need(D->variableDeclaration())));
  if (auto *L = dynamic_cast<P::LocStatementContext *>(&Ctx))
    return Statement::make(Arena, buildLoc(need(L->locDirective())));
  if (auto *Pr = dynamic_cast<P::PragmaStatementContext *>(&Ctx))
    return Statement::make(Arena, buildPragma(need(Pr->pragmaDirective())));
  if (auto *B = dynamic_cast<P::BlockStatementContext *>(&Ctx))
    return Statement::make(Arena, buildBlock(need(B->block())));
  if (auto *C = dynamic_cast<P::ControlFlowStatementContext *>(&Ctx))
    return buildControlFlow(need(C->controlFlowDirective()));
  if (auto *D = dynamic_cast<P::DwarfStatementContext *>(&Ctx))
    return Statement::make(Arena, DwarfLine{token(need(D->dwarfDirective()).DWARF_LINE())});
  return std::nullopt;
}

LocDirective ASTBuilder::buildLoc(P::LocDirectiveContext &Ctx) {
  LocDirective Loc;
  Loc.File = token(Ctx.integer(0));
  Loc.Line = token(Ctx.integer(1));
  Loc.Column = token(Ctx.integer(2));
  if (auto *Inlining = Ctx.locInlining()) {
    Token Label = Inlining->identifier() ? token(Inlining->identifier())
                                         : token(Inlining->DOT_NAME());
    Loc.FunctionName =
        makeExpr(Arena, Expr::Kind::Symbol, Label.Range, Label.Text);
    if (auto *Offset = Inlining->PLUS() ? Inlining->integer(0) : nullptr) {
      Token Number = token(Offset);
      auto Sum = makeExpr(Arena, 
          Expr::Kind::Binary, SourceRange{Label.Range.Begin, Number.Range.End},
          token(Inlining->PLUS()).Text);
      Sum->Operands[0] = std::move(Loc.FunctionName);
      Sum->Operands[1] = makeExpr(Arena, Expr::Kind::IntegerLiteral,
                                                Number.Range, Number.Text);
      Loc.FunctionName = std::move(Sum);
    }
    size_t Inlined = Inlining->PLUS() ? 1 : 0;
    Loc.InlinedFile = token(Inlining->integer(Inlined));
    Loc.InlinedLine = token(Inlining->integer(Inlined + 1));
    Loc.InlinedColumn = token(Inlining->integer(Inlined + 2));
  }
  Loc.Range = rangeOf(&Ctx);
  return Loc;
}

Statement ASTBuilder::buildControlFlow(P::ControlFlowDirectiveContext &Ctx) {
  if (auto *Proto = dynamic_cast<P::CallPrototypeContext *>(&Ctx)) {
    CallPrototype C;
    C.Name = token(Proto->identifier());
    if (Proto->returnParameters)
      C.ReturnParameters = buildParameters(*Proto->returnParameters);
    if (Proto->parameters)
      C.Parameters = buildParameters(*Proto->parameters);
    for (auto *Attribute : Proto->functionAttribute())
      C.Attributes.push_back(buildFunctionAttribute(*Attribute));
    C.Range = rangeOf(Proto);
    return Statement::make(Arena, std::move(C));
  }
  TargetListDirective List;
  std::vector<P::IdentifierContext *> Names;
  if (auto *Branch = dynamic_cast<P::BranchTargetsContext *>(&Ctx)) {
    List.K = TargetListDirective::Kind::BranchTargets;
    Names = Branch->identifier();
  } else {
    List.K = TargetListDirective::Kind::CallTargets;
    Names = alternative<P::CallTargetsContext>(Ctx).identifier();
  }
  if (Names.empty())
    throw DamagedConstruct();
  List.Name = token(Names.front());
  for (size_t I = 1; I < Names.size(); ++I)
    List.Targets.push_back(token(Names[I]));
  List.Range = rangeOf(&Ctx);
  return Statement::make(Arena, std::move(List));
}

//===----------------------------------------------------------------------===//
// Instructions, operands and expressions
//===----------------------------------------------------------------------===//

Instruction ASTBuilder::buildInstruction(P::InstructionContext &Ctx) {
  Instruction I;
  if (auto *G = Ctx.guard())
    I.Pred = Arena.make<const Guard>(token(G->identifier()),
                                     G->BANG() != nullptr, rangeOf(G));
  Token Opcode = token(Ctx.opcode());
  I.Opcode = Opcode;
  std::vector<SourceRange> Modifiers;
  for (auto *M : Ctx.modifier()) {
    if (Modifiers.size() == Instruction::MaxModifiers) {
      Token Word = token(M);
      Errors.report(DiagID::SyntaxError, Word.Range,
                    "more than " + std::to_string(Instruction::MaxModifiers) +
                        " qualifiers on one instruction; the rest are not "
                        "read");
      break;
    }
    Modifiers.push_back(token(M).Range);
  }
  std::vector<Operand> Operands = buildOperandVector(Ctx.operand());
  // `(x)` reads as a one-element list or as a parenthesized expression.
  // Only `call` takes lists; for every other instruction it is the latter.
  if (Opcode.Text != "call")
    for (Operand &O : Operands)
      if (ExprPtr Value = parenthesizedValue(O)) {
        OperandParts Parts;
        Parts.Value = Value;
        Parts.Range = O.range();
        O = Operand::make(Arena, Parts);
      }
  if (Operands.size() > Instruction::MaxOperands) {
    Errors.report(DiagID::SyntaxError, Operands.back().range(),
                  "more than " + std::to_string(Instruction::MaxOperands) +
                      " operands on one instruction; the rest are not read");
    Operands.resize(Instruction::MaxOperands);
  }
  I.setWords(Arena, Modifiers.data(), Modifiers.size(), Operands.data(),
             Operands.size());
  I.Range = rangeOf(&Ctx);
  return I;
}

ExprPtr ASTBuilder::parenthesizedValue(const Operand &O) {
  if (O.kind() == Operand::Kind::Expression && !O.pairedSink() &&
      O.selector().Text.empty())
    return O.value();
  if (O.kind() != Operand::Kind::List || O.elements().size() != 1)
    return nullptr;
  ExprPtr Inner = parenthesizedValue(O.elements()[0]);
  if (!Inner)
    return nullptr;
  auto Paren = makeExpr(Arena, Expr::Kind::Paren, O.range());
  Paren->Operands[0] = Inner;
  return Paren;
}

std::vector<Operand> ASTBuilder::buildOperandVector(
    const std::vector<P::OperandContext *> &Operands) {
  std::vector<Operand> Result;
  Result.reserve(Operands.size());
  for (auto *O : Operands)
    Result.push_back(buildOperand(*O));
  return Result;
}

NodeList<Operand> ASTBuilder::buildOperands(
    const std::vector<P::OperandContext *> &Operands) {
  std::vector<Operand> Result = buildOperandVector(Operands);
  return Arena.list(Result);
}

Operand ASTBuilder::buildOperand(P::OperandContext &Ctx) {
  OperandParts O;
  O.Range = rangeOf(&Ctx);
  if (auto *E = dynamic_cast<P::ExpressionOperandContext *>(&Ctx)) {
    O.K = Operand::Kind::Expression;
    O.Value = buildExpr(need(E->expression()));
    O.PairedSink = E->UNDERSCORE() != nullptr;
    if (E->selector)
      O.setSuffix(Arena.make<const Token>(token(E->selector)));
  } else if (auto *A = dynamic_cast<P::AddressOperandContext *>(&Ctx)) {
    O.K = Operand::Kind::Address;
    O.Elements = buildOperands(A->operand());
    if (A->DOT_NAME())
      O.setSuffix(Arena.make<const Token>(token(A->DOT_NAME())));
  } else if (auto *V = dynamic_cast<P::VectorOperandContext *>(&Ctx)) {
    O.K = Operand::Kind::Vector;
    O.Elements = buildOperands(V->operand());
    if (V->expression())
      O.setPairedPredicate(buildExpr(*V->expression()));
  } else if (auto *L = dynamic_cast<P::ListOperandContext *>(&Ctx)) {
    O.K = Operand::Kind::List;
    O.Elements = buildOperands(L->operand());
  } else if (auto *S = dynamic_cast<P::SingletonListOperandContext *>(&Ctx)) {
    O.K = Operand::Kind::List;
    O.Elements = {Arena.make<Operand>(buildOperand(need(S->operand()))), 1};
  } else if (dynamic_cast<P::EmptyListOperandContext *>(&Ctx)) {
    O.K = Operand::Kind::List;
  } else {
    auto &Sink = alternative<P::SinkOperandContext>(Ctx);
    O.K = Operand::Kind::Sink;
    if (Sink.expression())
      O.setPairedPredicate(buildExpr(*Sink.expression()));
  }
  return Operand::make(Arena, O);
}

ExprPtr ASTBuilder::buildExpr(P::ExpressionContext &Ctx) {
  SourceRange Range = rangeOf(&Ctx);
  if (auto *Primary = dynamic_cast<P::PrimaryContext *>(&Ctx))
    return buildPrimary(need(Primary->primaryExpression()));
  if (auto *U = dynamic_cast<P::UnaryContext *>(&Ctx)) {
    auto E = makeExpr(Arena, Expr::Kind::Unary, Range, token(U->op).Text);
    E->Operands[0] = buildExpr(need(U->expression()));
    return E;
  }
  if (auto *C = dynamic_cast<P::CastContext *>(&Ctx)) {
    auto E = makeExpr(Arena, Expr::Kind::Cast, Range,
                                    token(C->DOT_NAME()).Text);
    E->Operands[0] = buildExpr(need(C->expression()));
    return E;
  }
  if (auto *B = dynamic_cast<P::BinaryContext *>(&Ctx)) {
    auto E = makeExpr(Arena, Expr::Kind::Binary, Range, token(B->op).Text);
    E->Operands[0] = buildExpr(need(B->expression(0)));
    E->Operands[1] = buildExpr(need(B->expression(1)));
    return E;
  }
  auto &C = alternative<P::ConditionalContext>(Ctx);
  auto E = makeExpr(Arena, Expr::Kind::Conditional, Range);
  for (unsigned I = 0; I < 3; ++I)
    E->Operands[I] = buildExpr(need(C.expression(I)));
  return E;
}

ExprPtr ASTBuilder::buildPrimary(P::PrimaryExpressionContext &Ctx) {
  SourceRange Range = rangeOf(&Ctx);
  if (auto *I = dynamic_cast<P::IntegerLiteralContext *>(&Ctx))
    return makeExpr(Arena, Expr::Kind::IntegerLiteral, Range,
                                  token(I->integer()).Text);
  if (auto *F = dynamic_cast<P::FloatingLiteralContext *>(&Ctx))
    return makeExpr(Arena, Expr::Kind::FloatLiteral, Range,
                                  token(F->floatLiteral()).Text);
  if (auto *Call = dynamic_cast<P::FunctionCallContext *>(&Ctx)) {
    auto E = makeExpr(Arena, Expr::Kind::Call, Range,
                                    token(Call->identifier()).Text);
    E->Operands[0] = buildExpr(need(Call->expression()));
    return E;
  }
  if (auto *Indexed = dynamic_cast<P::IndexedSymbolContext *>(&Ctx)) {
    auto E = makeExpr(Arena, Expr::Kind::Index, Range,
                                    token(Indexed->identifier()).Text);
    E->Operands[0] = buildExpr(need(Indexed->expression()));
    return E;
  }
  if (auto *S = dynamic_cast<P::SymbolReferenceContext *>(&Ctx)) {
    auto E = makeExpr(Arena, Expr::Kind::Symbol, Range,
                                    token(S->identifier()).Text);
    if (S->COMPONENT())
      E->Component = token(S->COMPONENT()).Text;
    return E;
  }
  auto &Paren = alternative<P::ParenthesizedContext>(Ctx);
  auto E = makeExpr(Arena, Expr::Kind::Paren, Range);
  E->Operands[0] = buildExpr(need(Paren.expression()));
  return E;
}
