//===- ASTBuilder.h - From an ANTLR parse tree to ptx-lint's AST -*- C++ -*-===//
//
// One transform per grammar rule, each returning our own node. A construct
// that a syntax error damaged is left out (the error has been reported), so
// that every node the AST holds is complete and later passes need no checks
// for half-built nodes.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PARSE_ASTBUILDER_H
#define PTXLINT_PARSE_ASTBUILDER_H

#include "FastParser.h"

#include "ptxlint/AST.h"

#include "PTXParser.h"

#include <string_view>
#include <vector>

namespace ptxlint {

class SyntaxErrorSink;

class ASTBuilder {
public:
  /// Text is the whole source buffer; ErrorOffsets the sorted offsets of
  /// the syntax errors reported in the part being built.
  /// NumberSpans: the runs of numbers of which the parser saw only the
  /// first element (fast::NumberSpan), in source order.
  ASTBuilder(std::string_view Text, std::vector<uint32_t> ErrorOffsets,
             SyntaxErrorSink &Errors, ASTArena &Arena,
             const std::vector<fast::NumberSpan> &NumberSpans)
      : Text(Text), ErrorOffsets(std::move(ErrorOffsets)), Errors(Errors),
        Arena(Arena), NumberSpans(NumberSpans) {}

  /// Builds the items of a `module` parse, ChunkEnd being its end offset.
  std::vector<TopLevelItem> buildItems(PTXParser::ModuleContext &Ctx,
                                       uint32_t ChunkEnd);

private:
  using ParserRuleContext = antlr4::ParserRuleContext;

  bool hasErrorIn(uint32_t Begin, uint32_t End) const;
  SourceRange rangeOf(ParserRuleContext *Ctx) const;
  /// How many tokens Ctx was read from (comments are not tokens here).
  static size_t tokenCount(ParserRuleContext &Ctx);
  Token token(antlr4::tree::TerminalNode *Node) const;
  Token token(const antlr4::Token *T) const;
  Token token(ParserRuleContext *Ctx) const;

  std::optional<TopLevelItem> buildItem(PTXParser::ItemContext &Ctx,
                                        uint32_t OwnedEnd);
  VersionDirective buildVersion(PTXParser::VersionDirectiveContext &Ctx);
  FileDirective buildFile(PTXParser::FileDirectiveContext &Ctx);
  SectionDirective buildSection(PTXParser::SectionDirectiveContext &Ctx);
  PragmaDirective buildPragma(PTXParser::PragmaDirectiveContext &Ctx);
  Function buildFunction(PTXParser::FunctionDefinitionContext &Ctx);
  ParameterList buildParameters(PTXParser::ParameterListContext &Ctx);
  FunctionAttribute buildFunctionAttribute(
      PTXParser::FunctionAttributeContext &Ctx);
  ExprPtr buildDirectiveValue(PTXParser::DirectiveValueContext &Ctx);
  VariableDecl buildVariable(PTXParser::VariableDeclarationContext &Ctx);
  Qualifier buildQualifier(PTXParser::DeclarationQualifierContext &Ctx);
  Declarator buildDeclarator(PTXParser::DeclaratorContext &Ctx);
  Initializer buildInitializer(PTXParser::InitializerContext &Ctx);

  Block buildBlock(PTXParser::BlockContext &Ctx);
  std::optional<Statement> buildStatement(PTXParser::StatementContext &Ctx);
  LocDirective buildLoc(PTXParser::LocDirectiveContext &Ctx);
  Statement buildControlFlow(PTXParser::ControlFlowDirectiveContext &Ctx);
  Instruction buildInstruction(PTXParser::InstructionContext &Ctx);
  Operand buildOperand(PTXParser::OperandContext &Ctx);
  std::vector<Operand> buildOperandVector(
      const std::vector<PTXParser::OperandContext *> &Operands);
  NodeList<Operand> buildOperands(
      const std::vector<PTXParser::OperandContext *> &Operands);
  /// The expression a `(...)`-list operand stands for; null if it is not
  /// one expression in parentheses.
  ExprPtr parenthesizedValue(const Operand &O);
  ExprPtr buildExpr(PTXParser::ExpressionContext &Ctx);
  ExprPtr buildPrimary(PTXParser::PrimaryExpressionContext &Ctx);
  ExprPtr buildSectionValue(PTXParser::SectionValueContext &Ctx);

  std::string_view Text;
  std::vector<uint32_t> ErrorOffsets;
  SyntaxErrorSink &Errors;
  ASTArena &Arena;
  const std::vector<fast::NumberSpan> &NumberSpans;
  /// The end of the chunk whose items are being built.
  uint32_t ChunkLimit = 0;
};

} // namespace ptxlint

#endif // PTXLINT_PARSE_ASTBUILDER_H
