//===- SyncAnalysisTest.cpp - Control flow, post-dominators, uniformity ---===//
//
// The analyses of src/Analysis on small functions, through an
// InstructionSource that resolves opcodes as the checker does.
//
//===----------------------------------------------------------------------===//

#include "ParsedModule.h"

#include "AST/StatementsInOrder.h"
#include "Analysis/ControlFlowGraph.h"
#include "Analysis/DominatorTree.h"
#include "Analysis/UndefinedReads.h"
#include "Analysis/Uniformity.h"
#include "Check/InstructionChecker.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

using namespace ptxlint;
using namespace ptxlint::analysis;
using isa::SyncScope;

namespace {

/// The first function of a module, its instructions and their opcodes.
class TestSource final : public InstructionSource {
public:
  explicit TestSource(std::string Body)
      : P(test::parse(".version 8.0\n.target sm_90a\n.address_size 64\n"
                      ".extern .shared .align 16 .b8 smem[];\n"
                      ".visible .entry k(.param .u64 out)\n{\n"
                      "  .reg .b32 %r<20>;\n  .reg .pred %p<10>;\n"
                      "  .reg .b64 %rd<4>;\n" +
                      Body + "}\n")) {
    REQUIRE(P->Diags.diagnostics().empty());
    for (const TopLevelItem &Item : P->M.Items)
      if (const auto *F = std::get_if<Function>(&Item))
        Fn = F;
    REQUIRE(Fn);
    REQUIRE(Fn->Body);
    ScopeStack Open;
    forEachStatementInOrder(*Fn->Body, Open, [&](const Statement &S) {
      if (const auto *I = S.getIf<Instruction>())
        Instructions.push_back(I);
    });
  }
  size_t size() const override { return Instructions.size(); }
  const Instruction &instruction(size_t At) const override {
    return *Instructions[At];
  }
  uint16_t opcode(size_t At) const override {
    const isa::OpcodeInfo *Op = resolveOpcode(*Instructions[At]).Op;
    return Op ? isa::indexOf(*Op) : NoOpcode;
  }
  bool isRegister(std::string_view Name) const override {
    return !Name.empty() && Name[0] == '%' && !isSpecialRegister(Name);
  }
  const Block &body() const { return *Fn->Body; }
  /// The index of the first instruction whose opcode is Opcode, from At.
  size_t find(std::string_view Opcode, size_t From = 0) const {
    for (size_t At = From; At < Instructions.size(); ++At)
      if (Instructions[At]->Opcode.text() == Opcode)
        return At;
    FAIL("no " << Opcode);
    return 0;
  }

private:
  std::unique_ptr<test::Parsed> P;
  const Function *Fn = nullptr;
  std::vector<const Instruction *> Instructions;
};

std::vector<uint32_t> successors(const ControlFlowGraph &G, uint32_t B) {
  EdgeList E = G.successors(B);
  return {E.begin(), E.end()};
}

} // namespace

TEST_CASE("a diamond: blocks, edges and the join", "[analysis]") {
  TestSource S("  setp.eq.u32 %p1, %r1, 0;\n"
               "  @%p1 bra ELSE;\n"
               "  add.u32 %r2, %r1, 1;\n"
               "  bra.uni JOIN;\n"
               "ELSE:\n"
               "  add.u32 %r2, %r1, 2;\n"
               "JOIN:\n"
               "  ret;\n");
  ControlFlowGraph G(S.body(), S);
  REQUIRE(G.valid());
  REQUIRE(G.size() == 4);
  CHECK(successors(G, 0) == std::vector<uint32_t>{1, 2});
  CHECK(successors(G, 1) == std::vector<uint32_t>{3});
  CHECK(successors(G, 2) == std::vector<uint32_t>{3});
  CHECK(successors(G, 3) == std::vector<uint32_t>{G.exitNode()});
  CHECK(G.blockOf(S.find("ret")) == 3);
  PostDominatorTree PDT(G);
  CHECK(PDT.immediate(0) == 3);
  CHECK(PDT.immediate(1) == 3);
  CHECK(PDT.immediate(3) == G.exitNode());
  // The entry dominates everything; neither side of the diamond does the
  // join.
  DominatorTree DT(G);
  CHECK(DT.dominates(0, 3));
  CHECK(DT.immediate(3) == 0);
  CHECK_FALSE(DT.dominates(1, 3));
  CHECK_FALSE(DT.dominates(2, 1));
}

TEST_CASE("labels of nested scopes are seen from their scope", "[analysis]") {
  // Inline asm pasted twice: each `bra L` loops to its own `L`.
  TestSource S("  { .reg .pred p;\n"
               "  L:\n"
               "  setp.eq.u32 p, %r1, 0;\n"
               "  @p bra L; }\n"
               "  { .reg .pred p;\n"
               "  L:\n"
               "  setp.eq.u32 p, %r2, 0;\n"
               "  @p bra L; }\n"
               "  ret;\n");
  ControlFlowGraph G(S.body(), S);
  REQUIRE(G.valid());
  uint32_t First = G.blockOf(S.find("bra"));
  uint32_t Second = G.blockOf(S.find("bra", S.find("bra") + 1));
  CHECK(successors(G, First) == std::vector<uint32_t>{First, First + 1});
  CHECK(successors(G, Second) == std::vector<uint32_t>{Second, Second + 1});
}

TEST_CASE("a branch to a label the body lacks makes no graph", "[analysis]") {
  TestSource S("  bra.uni NOWHERE;\n  ret;\n");
  // The checker reports the label; the analyses give up on the body.
  CHECK_FALSE(ControlFlowGraph(S.body(), S).valid());
}

TEST_CASE("uniformity of thread, warp and warpgroup indices", "[analysis]") {
  TestSource S("  mov.u32 %r1, %tid.x;\n"
               "  shr.u32 %r2, %r1, 5;\n"
               "  shr.u32 %r3, %r1, 7;\n"
               "  mov.u32 %r4, %ctaid.x;\n"
               "  setp.lt.u32 %p1, %r1, 32;\n"
               "  setp.lt.u32 %p2, %r1, 48;\n"
               "  and.b32 %r5, %r1, 127;\n"
               "  setp.lt.u32 %p3, %r5, 32;\n"
               "  shfl.sync.idx.b32 %r6, %r1, 0, 31, -1;\n"
               "  setp.ne.u32 %p4, %r1, 0;\n"
               "  bar.red.or.pred %p5, 0, %p4;\n"
               "  atom.global.add.u32 %r7, [%rd1], 1;\n"
               "  ld.param.u32 %r8, [out];\n"
               "  ret;\n");
  ControlFlowGraph G(S.body(), S);
  RegisterUses Uses(G, S);
  Uniformity U(G, S, Uses, /*Entry=*/true);
  REQUIRE(U.complete());
  size_t End = S.find("ret");
  CHECK(U.ofRegister("%r1", End) == SyncScope::Thread);
  CHECK(U.ofRegister("%r2", End) == SyncScope::Warp);
  CHECK(U.ofRegister("%r3", End) == SyncScope::Warpgroup);
  CHECK(U.ofRegister("%r4", End) == SyncScope::CTA);
  CHECK(U.ofRegister("%p1", End) == SyncScope::Warp);      // tid < 32: warp 0
  CHECK(U.ofRegister("%p2", End) == SyncScope::Thread);    // splits a warp
  CHECK(U.ofRegister("%p3", End) == SyncScope::Warp);
  CHECK(U.ofRegister("%r6", End) == SyncScope::Warp);      // lane 0's value
  CHECK(U.ofRegister("%p5", End) == SyncScope::CTA);       // the CTA's vote
  CHECK(U.ofRegister("%r7", End) == SyncScope::Thread);    // an atomic's
  CHECK(U.ofRegister("%r8", End) == SyncScope::Grid);
  CHECK(U.seedOf("%r2", End) == S.find("mov"));
}

TEST_CASE("a divergent branch narrows what it controls", "[analysis]") {
  TestSource S("  mov.u32 %r1, %tid.x;\n"
               "  setp.eq.u32 %p1, %r1, 0;\n"
               "  @%p1 bra SKIP;\n"
               "  bar.sync 0;\n"
               "  mov.u32 %r2, 1;\n"
               "SKIP:\n"
               "  bar.sync 1;\n"
               "  ret;\n");
  ControlFlowGraph G(S.body(), S);
  RegisterUses Uses(G, S);
  Uniformity U(G, S, Uses, true);
  size_t Inside = S.find("bar");
  size_t After = S.find("bar", Inside + 1);
  CHECK(U.ofInstruction(Inside) == SyncScope::Thread);
  CHECK(U.branchCause(G.blockOf(Inside)) == S.find("bra"));
  // Defined only where the branch goes one way: differs after the join.
  CHECK(U.ofRegister("%r2", After) == SyncScope::Thread);
  CHECK(U.ofInstruction(After) == SyncScope::Grid);
}

TEST_CASE("threads that branch to the exit do not count", "[analysis]") {
  // ISA 9.7.13.1: a barrier waits for the threads that have not exited.
  TestSource S("  mov.u32 %r1, %tid.x;\n"
               "  setp.gt.u32 %p1, %r1, 100;\n"
               "  @%p1 bra DONE;\n"
               "  bar.sync 0;\n"
               "DONE:\n"
               "  ret;\n");
  ControlFlowGraph G(S.body(), S);
  RegisterUses Uses(G, S);
  CHECK(Uniformity(G, S, Uses, true).ofInstruction(S.find("bar")) ==
        SyncScope::Grid);
  // A .func's threads return to their caller: they do count.
  CHECK(Uniformity(G, S, Uses, false).ofInstruction(S.find("bar")) ==
        SyncScope::Thread);
}

TEST_CASE("an exit inside a branch's region does not widen it", "[analysis]") {
  // Lanes that leave inside the region are gone; the others meet at JOIN,
  // and what follows is reached by every thread that has not exited.
  TestSource S("  mov.u32 %r1, %tid.x;\n"
               "  setp.eq.u32 %p1, %r1, 0;\n"
               "  setp.gt.u32 %p2, %r1, 100;\n"
               "  @%p1 bra JOIN;\n"
               "  @%p2 bra DONE;\n"
               "  add.u32 %r2, %r1, 1;\n"
               "JOIN:\n"
               "  bar.sync 0;\n"
               "  ret;\n"
               "DONE:\n"
               "  ret;\n");
  ControlFlowGraph G(S.body(), S);
  RegisterUses Uses(G, S);
  Uniformity U(G, S, Uses, true);
  CHECK(U.ofInstruction(S.find("add")) == SyncScope::Thread);
  CHECK(U.ofInstruction(S.find("bar")) == SyncScope::Grid);
}

TEST_CASE("reads a path from the entry reaches unwritten", "[analysis]") {
  // %r2 is written on one side only; %r3 under @%p1 and under @!%p1; %r4
  // under @%p1 and read behind a second branch on %p1 that the path took
  // the same way.
  TestSource S("  setp.eq.u32 %p1, %r1, 0;\n"
               "  @%p1 bra JOIN;\n"
               "  mov.u32 %r2, 1;\n"
               "  mov.u32 %r4, 1;\n"
               "JOIN:\n"
               "  @%p1 mov.u32 %r3, 1;\n"
               "  @!%p1 mov.u32 %r3, 2;\n"
               "  add.u32 %r5, %r2, %r3;\n"
               "  @%p1 bra END;\n"
               "  add.u32 %r6, %r4, 1;\n"
               "END:\n"
               "  ret;\n");
  ControlFlowGraph G(S.body(), S);
  DominatorTree DT(G);
  RegisterUses Uses(G, S);
  // %r1 stands for a parameter here.
  auto Parameter = [&](uint32_t Id) { return Uses.name(Id) == "%r1"; };
  auto Key = [](std::string_view Name) { return Name == "%p1" ? 0 : -1; };
  UndefinedReads Reads(G, DT, S, Uses, Parameter, Key);
  REQUIRE(Reads.complete());
  REQUIRE(Reads.reads().size() == 1);
  const UndefinedReads::Read &R = Reads.reads()[0];
  CHECK(Uses.name(R.Register) == "%r2");
  CHECK(R.At == S.find("add"));
  CHECK(R.Write == S.find("mov"));
  REQUIRE(R.Branches.size() == 1);
  CHECK(R.Branches[0] == std::make_pair(uint32_t(S.find("bra")), true));
}

TEST_CASE("a read takes the value its block last wrote", "[analysis]") {
  // CUB's scan kernels: warp 0 adds into %r8 inside its region, but the
  // copy into %r9 reads the 0 written just before it, so the loop bound
  // made from %r9 is the same in every thread, and so is the barrier.
  TestSource S("  mov.u32 %r1, %tid.x;\n"
               "  mov.u32 %r8, 0;\n"
               "  mov.u32 %r9, %r8;\n"
               "  setp.gt.u32 %p1, %r1, 31;\n"
               "  @%p1 bra SKIP;\n"
               "  add.u32 %r8, %r8, %r1;\n"
               "SKIP:\n"
               "  setp.eq.u32 %p2, %r9, 0;\n"
               "  @%p2 bra END;\n"
               "  bar.sync 0;\n"
               "END:\n"
               "  ret;\n");
  ControlFlowGraph G(S.body(), S);
  RegisterUses Uses(G, S);
  Uniformity U(G, S, Uses, /*Entry=*/false);
  REQUIRE(U.complete());
  CHECK(U.ofRegister("%r9", S.find("setp", 4)) == SyncScope::Grid);
  CHECK(U.ofInstruction(S.find("bar")) == SyncScope::Grid);
  // The register itself, over all its writes, differs between threads.
  CHECK(U.ofRegister("%r8", S.find("add")) == SyncScope::Thread);
}

TEST_CASE("whether all lanes agreed is the same in every lane", "[analysis]") {
  // Cooperative groups' labeled partitions: match.any gives each lane the
  // lanes whose value is its own; the whole warp in one lane's mask means
  // the whole warp in every lane's.
  TestSource S("  mov.u32 %r1, %tid.x;\n"
               "  and.b32 %r9, %r1, 6;\n"
               "  match.any.sync.b32 %r2, %r9, -1;\n"
               "  setp.eq.s32 %p1, %r2, -1;\n"
               "  setp.eq.s32 %p2, %r2, 5;\n"
               "  @%p1 bra ALL;\n"
               "ALL:\n"
               "  ret;\n");
  ControlFlowGraph G(S.body(), S);
  RegisterUses Uses(G, S);
  Uniformity U(G, S, Uses, /*Entry=*/true);
  size_t Branch = S.find("bra");
  CHECK(U.ofRegister("%r2", Branch) == SyncScope::Thread);
  CHECK(U.ofRegister("%p1", Branch) == SyncScope::Warp);
  CHECK(U.ofRegister("%p2", Branch) == SyncScope::Thread);
}
