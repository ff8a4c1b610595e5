//===- FastParserTest.cpp - The fast path builds the grammar's tree -------===//
//
// The fast path (src/Parse/FastParser.h) must build exactly the AST the
// grammar path builds, or give up. These cases pin down the shapes where
// that is subtle; ptx-parse-verify (the fastpath-equivalence test) does the
// same over the corpus, the lit inputs and fuzzed variants.
//
//===----------------------------------------------------------------------===//

#include "Parse/ASTDump.h"
#include "Parse/FastParser.h"

#include "ptxlint/Diagnostic.h"
#include "ptxlint/Parser.h"
#include "ptxlint/SourceFile.h"

#include <catch2/catch.hpp>

using namespace ptxlint;

namespace {

struct Both {
  std::unique_ptr<SourceFile> Source;
  std::string Grammar; ///< Empty when the grammar reported an error.
  std::optional<std::string> Fast;
};

/// Parses Text both ways over one buffer and dumps both trees.
Both parseBothWays(std::string Text) {
  Both B;
  B.Source = SourceFile::fromString("t.ptx", std::move(Text));
  std::string_view Buffer = B.Source->text();
  DiagnosticEngine Diags;
  ParseOptions Options;
  Options.KeepComments = true;
  Options.FastPath = false;
  Module M = parseModule(*B.Source, Diags, Options);
  if (Diags.diagnostics().empty())
    dumpItems(M.Items, M.Comments, Buffer, B.Grammar);
  if (auto AST = fast::parseChunk(Buffer, 0, Buffer.size(), true)) {
    B.Fast.emplace();
    dumpItems(AST->Items, AST->Comments, Buffer, *B.Fast);
  }
  return B;
}

const char *const Header = ".version 9.0\n.target sm_90a\n.address_size 64\n";

std::string inFunction(std::string_view Body) {
  return std::string(Header) + ".visible .entry k(.param .u64 p)\n{\n" +
         std::string(Body) + "\n}\n";
}

/// The fast path's tree of a function body, and the text it points into.
struct FastParsed {
  std::unique_ptr<std::string> Text;
  std::optional<fast::ChunkAST> AST;

  const Instruction &firstInstruction() const {
    const Function &F = std::get<Function>(AST->Items.back());
    return F.Body->Statements.front().get<Instruction>();
  }
};

FastParsed parseFast(std::string_view Body) {
  FastParsed P;
  P.Text = std::make_unique<std::string>(inFunction(Body));
  P.AST = fast::parseChunk(*P.Text, 0, P.Text->size(), false);
  REQUIRE(P.AST);
  return P;
}

} // namespace

TEST_CASE("the fast path builds the grammar's tree", "[fastpath]") {
  const char *const Bodies[] = {
      // Instructions, guards, modifiers (keywords among them), operands.
      "  @%p1 bra $L__BB0_2;\n  @!%p2 ret;\n  exit;",
      "  ld.global.nc.L2::cache_hint.v4.u32 {%r1, %r2, _, %r4}, [%rd1+16], %rd2;",
      "  st.shared.v2.u32 [%r1], {%r2, %r3};\n  fence.proxy.alias;",
      "  mov.u32 %r1, %tid.x;\n  mov.b32 %r2, 0f3F800000;\n  mov.b64 %rd1, 0d3FF0000000000000;",
      "  tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}|%p, [tex, {%f5, %f6}];",
      "  elect.sync %r1|%p1, -1;\n  elect.sync _|%p1, 0xffffffff;\n  setp.eq.s32 %p1|_, %r1, 1;",
      "  cvta.to.global.u64 %rd1, [p].unified;\n  mov.u64 %rd2, generic(gv);",
      // Expressions: precedence, associativity, casts, conditionals.
      "  add.s32 %r1, -a*b + c<<2 - (d) % 3, (.s64) x + 1;",
      "  mov.u32 %r1, a ? b : c ? d : e;\n  mov.u32 %r2, a || b && c | d ^ e & f == g < h;",
      "  mov.u32 %r1, !~+-1;\n  mov.u32 %r2, arr[2+1];\n  mov.u32 %r3, 1 != 2 >= 3 <= 4 > 5;",
      // `(...)` operands: lists for call, expressions elsewhere.
      "  call.uni (retval0), f, (param0, param1);\n  call (r), f, ((a)), ();",
      "  mov.u32 %r1, (a);\n  mov.u32 %r1, ((a));\n  add.s32 %r1, (a)+1, ((a))*2;",
      "  mov.u32 %r1, (a)|_;\n  call f, (a), (b)|c;",
      // Declarations and directives in bodies.
      "  .reg .b32 %r<100>;\n  .reg .pred %p<3>;\n  .local .align 8 .b8 buf[16];",
      "  .shared .align 4 .b32 s[2][2] = {{1, 2}, {3, 4}}, t = 5;",
      "  .loc 1 25 3, function_name $L__info_string0, inlined_at 1 12 5\n  ret;",
      ("  .loc 2 1 1, function_name .debug_str+16, inlined_at 1 25 3\n"
       "  .pragma \"nounroll\";"),
      "  ts: .branchtargets L1, L2;\n  tg: .calltargets f, g;\nL1:\nL2:",
      "  proto: .callprototype (.param .b32 _) _ (.param .b64 _, .param .b32 _) .noreturn;",
      "  { .reg .b32 %r<2>; { add.s32 %r1, %r0, 1; } }\n@@DWARF .4byte 1",
      // Comments everywhere.
      "  // line\n  add.s32 /* inner */ %r1, %r2, %r3; // trailing\n  /* multi\n line */",
      // Numbers glued to names lex as two tokens, as in the grammar.
      "  mov.u32 %r1, 0;L2: bra L2;",
      // Video part selects, also on a parenthesized expression and inside
      // an address; declarations without a name.
      "  vadd.s32.s32.u32 r0.b0, r1.b3, -r2.h1, r3;\n  vadd4.s32.s32.s32 r1, r2.b3210, (r3).b7654, r1;",
      "  ld.u32 %r1, [a.b0];\n  mov.u32 %r1, (a.b0);\n  call f, (a.h1);",
      "  .reg .b32;\n  .local .align 8 .b32;\n  .reg .pred;",
      // Strings run to the next quote, across lines, backslashes and all.
      "  .pragma \"a\\\";\n  .pragma \"two\nlines\";",
  };
  for (const char *Body : Bodies) {
    INFO(Body);
    Both B = parseBothWays(inFunction(Body));
    REQUIRE(!B.Grammar.empty());
    REQUIRE(B.Fast);
    CHECK(*B.Fast == B.Grammar);
  }

  const char *const Modules[] = {
      ".version 8.5\n.target sm_80, texmode_independent, debug\n.address_size 64\n",
      ".file 1 \"a.cu\"\n.file 2 \"b.cu\", 1700000000, 1234\n",
      ".global .align 4 .b8 g[4] = {1, 2, 3, 4};\n.extern .shared .align 16 .b8 smem[];\n",
      ".global .attribute(.managed) .u32 m;\n.global .attribute(.unified(19, 95)) .u64 u;\n",
      ".const .u64 p = generic(g);\n.alias a, b;\n.pragma \"x\", \"y\";\n@@DWARF .section x\n",
      ".extern .func (.param .b32 r) f (.param .b64 a, .param .b32 b[4]);\n",
      ".weak .func f () .noreturn;\n.entry e .maxntid 256, 1, 1 .pragma \"nounroll\"; { ret; }\n",
      ".section .debug_info { L0: .b8 1, 2, 3 .b32 .debug_abbrev .b64 .debug_str-4 }\n",
      ".section .nv_empty { }\n",
      // Headers ending where the next item begins are prototypes; the
      // attributes before another item's `.func` are that item's words.
      ".visible .func f ()\n.visible .func (.param .s32 r) g (.param .s32 a)\n"
      ".file 1 \"a.cu\"\n.func h\n.visible .func f () { ret; }\n.func t ()",
      ".func f () .noreturn\n.func g () .noreturn;\n.func h () .pragma \"x\";\n"
      ".func k () .noreturn { trap; }\n",
      ".func f ()\n.global .u32 x = 1;\n.func g ()\n.global .b8 y[2] = {1, 2};\n",
      ".global .b32;\n.reg .b32;\n.file 1 \"C:\\dir\\\", 1\n",
      ".version 8.10\n",
      ".version 08.4294967301\n",
      // Runs of numbers (NumberRuns.h): signs, bit patterns, comments and
      // names among them, lists too deep or too long for a run.
      ".global .s32 t[6] = {1, -2, - /* c */ 3, 0x10U, 017, 0b11};\n",
      ".global .f32 f[4] = {1.0, -2.5e-3, 0f3F800000, -0f3F800000};\n",
      ".global .u64 a[4] = {1, generic(g), 2 + 3, 4 // four\n};\n",
      ".global .u32 m[2][2][2] = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};\n",
      ".global .u32 d[1][1][1][1] = {{{{1}}}};\n",
      ".global .u32 n[2] = {(1), +2};\n.global .u32 s = -1;\n",
  };
  std::string Long = ".global .u32 r[2][600] = {{";
  for (int I = 0; I < 600; ++I)
    Long += (I ? ", " : "") + std::to_string(I);
  Long += "}, {1}};\n.global .u32 big[40000] = {";
  for (int I = 0; I < 40000; ++I)
    Long += (I ? ", " : "") + std::to_string(I % 7 ? I : -I);
  Long += "};\n";
  std::vector<std::string> Texts(std::begin(Modules), std::end(Modules));
  Texts.push_back(Long);
  for (const std::string &Text : Texts) {
    INFO(Text);
    Both B = parseBothWays(Text);
    REQUIRE(!B.Grammar.empty());
    REQUIRE(B.Fast);
    CHECK(*B.Fast == B.Grammar);
  }
}

TEST_CASE("the fast path gives up where the grammar reports an error",
          "[fastpath]") {
  const char *const Bodies[] = {
      "  mov.u32 %r1, 1",          // missing ';'
      "  mov.u32 %r1, ;",          // missing operand
      "  add.s32 %r1, (a, b)+1;",  // a list is no expression
      "  add.s32 %r1, ([a])*2;",   // neither is an address
      "  mov.u32 %r1, (a|_)+1;",   // nor `r|_`
      "  mov.u32 %r1, a # b;",     // an invalid character
      "  mov.u32 %r1, \xc3\xa9;",  // non-ASCII
      "  .pragma \"open;\n",       // an unterminated string
      "  ret; /* never closed\n",  // an unterminated comment
      "  mov.u32 %r1, 1 +;",       // an operator without its operand
      "  mov.u32 %r1, f(a, b);",   // a call takes one argument
      "  L1: .branchtargets;",     // no targets
      "  .loc 1 2",                // too few numbers
      "  { ret;",                  // an unclosed block
  };
  for (const char *Body : Bodies) {
    INFO(Body);
    Both B = parseBothWays(inFunction(Body));
    CHECK(B.Grammar.empty());
    CHECK(!B.Fast);
  }
  // A malformed version, a comment or line break before the number, and
  // an .entry header with neither body nor `;` are errors ASTBuilder
  // reports: the fast path leaves them to the grammar too.
  for (const char *Text :
       {".version 8.x5\n", ".version /* x */ 8.0\n", ".version\n8.0\n",
        ".entry k ()\n.entry k () { ret; }\n", ".entry k ()"}) {
    INFO(Text);
    Both V = parseBothWays(Text);
    CHECK(!V.Fast);
  }
}

TEST_CASE("ambiguous `(a)` operands resolve as in the grammar", "[fastpath]") {
  // For call, `(a)` is a one-element list (ANTLR takes the first of the
  // ambiguous alternatives); for other opcodes a parenthesized expression.
  FastParsed CallBody = parseFast("  call (r), f, (a);");
  const Instruction &Call = CallBody.firstInstruction();
  REQUIRE(Call.operands().size() == 3);
  CHECK(Call.operands()[0].kind() == Operand::Kind::List);
  CHECK(Call.operands()[0].elements().size() == 1);
  CHECK(Call.operands()[2].kind() == Operand::Kind::List);

  FastParsed MovBody = parseFast("  mov.u32 %r1, ((a));");
  const Instruction &Mov = MovBody.firstInstruction();
  REQUIRE(Mov.operands()[1].kind() == Operand::Kind::Expression);
  const Expr &Outer = *Mov.operands()[1].value();
  CHECK(Outer.K == Expr::Kind::Paren);
  CHECK(Outer.Operands[0]->K == Expr::Kind::Paren);

  FastParsed AddBody = parseFast("  add.s32 %r1, (a) * 2 + 1;");
  const Instruction &Add = AddBody.firstInstruction();
  const Expr &Sum = *Add.operands()[1].value();
  REQUIRE(Sum.K == Expr::Kind::Binary);
  CHECK(Sum.text() == "+");
  CHECK(Sum.Operands[0]->text() == "*");
  CHECK(Sum.Operands[0]->Operands[0]->K == Expr::Kind::Paren);
}

TEST_CASE("expressions bind as the grammar's precedences say", "[fastpath]") {
  FastParsed Body =
      parseFast("  op -a*b, a-b-c, a?b:c?d:e, (.s64)a+b, a|b&c;");
  const Instruction &I = Body.firstInstruction();
  const Expr &Negated = *I.operands()[0].value(); // (-a)*b
  CHECK(Negated.text() == "*");
  CHECK(Negated.Operands[0]->K == Expr::Kind::Unary);
  const Expr &Difference = *I.operands()[1].value(); // (a-b)-c
  CHECK(Difference.Operands[0]->text() == "-");
  CHECK(Difference.Operands[1]->text() == "c");
  const Expr &Choice = *I.operands()[2].value(); // a?b:(c?d:e)
  CHECK(Choice.K == Expr::Kind::Conditional);
  CHECK(Choice.Operands[2]->K == Expr::Kind::Conditional);
  const Expr &Cast = *I.operands()[3].value(); // ((.s64)a)+b
  CHECK(Cast.text() == "+");
  CHECK(Cast.Operands[0]->K == Expr::Kind::Cast);
  const Expr &Bits = *I.operands()[4].value(); // a|(b&c)
  CHECK(Bits.text() == "|");
  CHECK(Bits.Operands[1]->text() == "&");
}

TEST_CASE("the fast path gives up past its depth limit", "[fastpath]") {
  std::string Deep;
  for (unsigned I = 0; I < fast::MaxFastDepth + 10; ++I)
    Deep += "{";
  Deep += "ret;";
  for (unsigned I = 0; I < fast::MaxFastDepth + 10; ++I)
    Deep += "}";
  Both B = parseBothWays(inFunction(Deep));
  CHECK(!B.Fast);
  CHECK(!B.Grammar.empty()); // The grammar takes it, as ptxas does.

  std::string Negations(fast::MaxFastDepth + 10, '-');
  Both N = parseBothWays(inFunction("  mov.u32 %r1, " + Negations + "1;"));
  CHECK(!N.Fast);
  CHECK(!N.Grammar.empty());
}

TEST_CASE("the fast path and threads leave the result unchanged",
          "[fastpath]") {
  // Many chunks, some with errors, comments throughout.
  std::string Text = Header;
  for (int F = 0; F < 60; ++F) {
    Text += "// function " + std::to_string(F) + "\n.visible .entry k" +
            std::to_string(F) + "(.param .u64 p)\n{\n  .reg .b32 %r<4>;\n";
    for (int I = 0; I < 400; ++I)
      Text += "  add.s32 %r1, %r2, " + std::to_string(I) + "; /* c */\n";
    if (F % 7 == 3)
      Text += "  mov.u32 %r1, 1\n"; // A syntax error: no `;`.
    Text += "  ret;\n}\n";
  }
  auto Source = SourceFile::fromString("t.ptx", Text);
  auto run = [&](bool FastPath, unsigned Threads) {
    DiagnosticEngine Diags;
    ParseOptions Options;
    Options.KeepComments = true;
    Options.FastPath = FastPath;
    Options.Threads = Threads;
    Module M = parseModule(*Source, Diags, Options);
    std::string Out;
    dumpItems(M.Items, M.Comments, Source->text(), Out);
    for (const Diagnostic &D : Diags.diagnostics())
      Out += "\n" + std::to_string(D.Range.Begin) + " " + D.Message;
    return Out;
  };
  std::string Reference = run(false, 1);
  CHECK(Reference.find("expected ';'") != std::string::npos);
  CHECK(run(true, 1) == Reference);
  CHECK(run(true, 2) == Reference);
  CHECK(run(true, 5) == Reference);
  CHECK(run(false, 3) == Reference);
}

TEST_CASE("a body read in pieces is the body one thread reads",
          "[fastpath]") {
  // Lines that end in `;` where a cut must not be taken: inside a block
  // comment, inside a nested block; and labels, comments at line ends.
  std::string Body = "  .reg .b32 %r<4>;\n";
  for (int I = 0; I < 300; ++I) {
    std::string N = std::to_string(I);
    switch (I % 6) {
    case 0:
      Body += "$L" + N + ":\n  add.s32 %r1, %r2, " + N + ";\n";
      break;
    case 1:
      Body += "  /* mov.u32 %r1, 2;\n  mov.u32 %r2, 3;\n */ sub.s32 %r1, "
              "%r1, 1;\n";
      break;
    case 2:
      Body += "  {\n    .reg .b32 %t;\n    mov.u32 %t, " + N +
              ";\n    mov.u32 %r3, %t;\n  }\n";
      break;
    case 3:
      Body += "  mul.lo.s32 %r2, %r1, 3; // three\n";
      break;
    case 4:
      Body += "  @%p1 bra $L" + std::to_string(I - 4) + ";\n";
      break;
    default:
      Body += "  ld.global.u32 %r1,\n      [%rd1+4];\n";
    }
  }
  std::string Text = inFunction("  .reg .pred %p1;\n  .reg .b64 %rd1;\n" +
                                Body + "  ret;") +
                     ".visible .entry after() { ret; }\n";
  auto parse = [&](unsigned Threads, size_t MinPieceBytes, size_t &Taken) {
    std::optional<fast::ChunkAST> AST = fast::parseChunk(
        Text, 0, Text.size(), true, {Threads, MinPieceBytes});
    REQUIRE(AST);
    Taken = AST->PiecesTaken;
    std::string Out;
    dumpItems(AST->Items, AST->Comments, Text, Out);
    return Out;
  };
  size_t Taken = 0, TakenAnywhere = 0;
  std::string Reference = parse(1, 1, Taken);
  CHECK(Taken == 0);
  for (unsigned Threads : {2u, 3u, 5u, 16u})
    for (size_t MinPieceBytes : {1, 100, 1000, 4000}) {
      CAPTURE(Threads, MinPieceBytes);
      CHECK(parse(Threads, MinPieceBytes, Taken) == Reference);
      TakenAnywhere += Taken;
    }
  CHECK(TakenAnywhere > 0);
  // Pieces past the first body's end belong to no body of theirs.
  CHECK(parse(2, Text.size() / 2 - 1, Taken) == Reference);
}
