//===- ptx-parse-verify.cpp - The fast path against the grammar -----------===//
//
// Proves, input by input, that parsing with the hand-written fast path
// (src/Parse/FastParser.h) gives what the grammar gives:
//
//  1. chunk by chunk: every chunk is parsed both ways; where the fast path
//     accepts one, the grammar must find no syntax error in it and build a
//     tree with the same dump (every field, every range, comments too);
//  2. end to end: the whole module parsed and checked (all warnings on)
//     with the fast path on N threads, function bodies read in pieces,
//     gives the same tree dump and the same diagnostics, in the same
//     order, as the grammar alone on one.
//
// Inputs are files, directories (searched for *.ptx), and variants of them:
// mutants (--mutants) and modules generated from the grammar (--generate),
// both from a fixed seed, so that a failure can be reproduced.
//
// Exit status: 0 all agree, 1 a difference was found, 2 usage or I/O error.
//
// --tree-bytes FILE... measures instead of verifying: for each file, the
// bytes its tree takes (the arenas' slabs) per statement of its function
// bodies, for bench/robustness.py --per-instruction.
//
//===----------------------------------------------------------------------===//

#include "Variants.h"

#include "Parse/ASTDump.h"

#include "ptxlint/Checker.h"
#include "ptxlint/Diagnostic.h"
#include "ptxlint/Parser.h"
#include "ptxlint/SourceFile.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace ptxlint;
namespace fs = std::filesystem;

namespace {

struct Settings {
  unsigned Threads = 2;
  /// Step 2 reads function bodies of twice this many bytes in pieces
  /// (ParseOptions::MinBodyPieceBytes): small, so that the inputs' bodies
  /// are cut, at places of every kind.
  uint64_t MinBodyPieceBytes = 64;
  unsigned Mutants = 0;
  unsigned Generate = 0;
  uint64_t Seed = 1;
  bool Verbose = false;
  bool TreeBytes = false;
  std::string SaveFailures; ///< Directory to write failing inputs to.
  /// Directory to write every variant to before it is verified, so that an
  /// input that crashes the parser can be found.
  std::string WriteInputs;
};

struct Totals {
  size_t Inputs = 0, Chunks = 0, FastChunks = 0, CleanChunks = 0;
  size_t Bytes = 0, FastBytes = 0, CleanBytes = 0;
  size_t Failures = 0;
};

std::string describe(const Diagnostic &D) {
  std::string S = std::string(diagnosticName(D.ID)) + " " +
                  std::string(severityName(D.Level)) + " [" +
                  std::to_string(D.Range.Begin) + "," +
                  std::to_string(D.Range.End) + ") " + D.Message;
  for (const DiagnosticNote &N : D.Notes)
    S += "\n  note [" + std::to_string(N.Range.Begin) + "," +
         std::to_string(N.Range.End) + ") " + N.Message;
  for (const FixIt &F : D.FixIts)
    S += "\n  fix [" + std::to_string(F.Range.Begin) + "," +
         std::to_string(F.Range.End) + ") '" + F.Replacement + "'";
  for (const std::string &T : D.Targets)
    S += "\n  target " + T;
  return S + "\n";
}

/// One full parse and check: the tree's dump and every diagnostic.
struct Outcome {
  std::string Dump;
  std::string Diagnostics;
};

Outcome parseAndCheck(const SourceFile &Source, const ParseOptions &Parse) {
  DiagnosticOptions Options;
  Options.AllWarningsOn = true;
  DiagnosticEngine Diags(Options), Findings(Options);
  ParsedModuleChecker Checker(Source, Diags, {}, &Findings);
  Outcome Result;
  ItemConsumer Sink;
  std::vector<Comment> Comments;
  Sink.OnItem = [&](TopLevelItem &&Item, std::vector<Comment> &&Before,
                    const std::shared_ptr<ASTArena> &) {
    Checker.checkItem(Item);
    dumpItem(Item, Source.text(), Result.Dump);
    Comments.insert(Comments.end(), Before.begin(), Before.end());
  };
  Sink.OnTrailingComments = [&](std::vector<Comment> &&After) {
    Comments.insert(Comments.end(), After.begin(), After.end());
  };
  parseModuleItems(Source, Diags, Parse, Sink);
  Checker.finish();
  dumpItems({}, Comments, Source.text(), Result.Dump);
  for (const Diagnostic &D : Diags.diagnostics())
    Result.Diagnostics += describe(D);
  for (const Diagnostic &D : Findings.diagnostics())
    Result.Diagnostics += describe(D);
  return Result;
}

/// The first line where A and B differ, with a little context.
std::string firstDifference(const std::string &A, const std::string &B) {
  size_t I = 0;
  while (I < A.size() && I < B.size() && A[I] == B[I])
    ++I;
  size_t LineStart = A.rfind('\n', I == 0 ? 0 : I - 1);
  LineStart = LineStart == std::string::npos ? 0 : LineStart + 1;
  auto lineAt = [LineStart](const std::string &S) {
    size_t End = S.find('\n', LineStart);
    return S.substr(LineStart, End == std::string::npos ? std::string::npos
                                                        : End - LineStart);
  };
  return "    grammar: " + lineAt(A) + "\n    fast:    " + lineAt(B) + "\n";
}

class Verifier {
public:
  explicit Verifier(const Settings &S) : S(S) {}

  void verify(const std::string &Name, std::string Text, bool Variant) {
    if (Variant && !S.WriteInputs.empty()) {
      fs::create_directories(S.WriteInputs);
      std::ofstream(S.WriteInputs + "/input-" + std::to_string(Sum.Inputs) +
                        ".ptx",
                    std::ios::binary)
          << Text;
    }
    auto Source = SourceFile::fromString(Name, std::move(Text));
    ++Sum.Inputs;
    Sum.Bytes += Source->text().size();
    std::vector<std::string> Problems;

    // 1. Chunk by chunk. Verification delivers the grammar's results, so
    // this run is also the reference for step 2.
    ParseOptions Reference;
    Reference.KeepComments = true;
    Reference.Threads = 1;
    Reference.VerifyFastPath = [&](const FastPathCheck &C) {
      ++Sum.Chunks;
      size_t Size = C.End - C.Begin;
      if (C.GrammarClean) {
        ++Sum.CleanChunks;
        Sum.CleanBytes += Size;
      }
      if (C.FastAccepted) {
        ++Sum.FastChunks;
        Sum.FastBytes += Size;
      }
      if (S.Verbose && C.GrammarClean && !C.FastAccepted)
        std::printf("declined error-free chunk [%zu,%zu) of %s\n", C.Begin,
                    C.End, Name.c_str());
      if (C.Agrees)
        return;
      std::string Where = "chunk [" + std::to_string(C.Begin) + "," +
                          std::to_string(C.End) + ")";
      if (!C.GrammarClean)
        Problems.push_back(Where + ": the fast path accepted what the "
                                   "grammar reports a syntax error in\n");
      else
        Problems.push_back(Where + ": the trees differ\n" +
                           firstDifference(C.GrammarDump, C.FastDump));
    };
    Outcome Grammar = parseAndCheck(*Source, Reference);

    // 2. End to end, with threads.
    ParseOptions Fast;
    Fast.KeepComments = true;
    Fast.Threads = S.Threads;
    Fast.MinBodyPieceBytes = S.MinBodyPieceBytes;
    Outcome WithFastPath = parseAndCheck(*Source, Fast);
    if (WithFastPath.Dump != Grammar.Dump)
      Problems.push_back("whole module: the trees differ\n" +
                         firstDifference(Grammar.Dump, WithFastPath.Dump));
    if (WithFastPath.Diagnostics != Grammar.Diagnostics)
      Problems.push_back("whole module: the diagnostics differ\n" +
                         firstDifference(Grammar.Diagnostics,
                                         WithFastPath.Diagnostics));

    if (Problems.empty()) {
      if (S.Verbose)
        std::printf("ok %s\n", Name.c_str());
      return;
    }
    ++Sum.Failures;
    std::printf("FAIL %s\n", Name.c_str());
    for (const std::string &P : Problems)
      std::printf("  %s", P.c_str());
    if (!S.SaveFailures.empty()) {
      fs::create_directories(S.SaveFailures);
      std::string File = S.SaveFailures + "/failure-" +
                         std::to_string(Sum.Failures) + ".ptx";
      std::ofstream(File, std::ios::binary) << Source->text();
      std::printf("  input saved as %s\n", File.c_str());
    }
  }

  const Totals &totals() const { return Sum; }

private:
  const Settings &S;
  Totals Sum;
};

bool readFile(const std::string &Path, std::string &Text) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return false;
  std::ostringstream Buffer;
  Buffer << In.rdbuf();
  Text = Buffer.str();
  return true;
}

void collect(const std::string &Path, std::vector<std::string> &Files) {
  if (!fs::is_directory(Path)) {
    Files.push_back(Path);
    return;
  }
  std::vector<std::string> Found;
  for (const auto &Entry : fs::recursive_directory_iterator(Path))
    if (Entry.is_regular_file() && Entry.path().extension() == ".ptx")
      Found.push_back(Entry.path().string());
  std::sort(Found.begin(), Found.end());
  Files.insert(Files.end(), Found.begin(), Found.end());
}

int usage() {
  std::fprintf(stderr,
               "usage: ptx-parse-verify [--threads N] [--min-body-piece N] "
               "[--mutants N]\n"
               "                        [--generate N] [--seed S]\n"
               "                        [--save-failures DIR] "
               "[--write-inputs DIR] [-v] "
               "[FILE|DIR]...\n"
               "       ptx-parse-verify --tree-bytes FILE...\n");
  return 2;
}

/// Counts the statements of a block and of the blocks in it.
size_t countStatements(const Block &B) {
  size_t Count = B.Statements.size();
  for (const Statement &S : B.Statements)
    if (const auto *Inner = S.getIf<Block>())
      Count += countStatements(*Inner);
  return Count;
}

/// --tree-bytes: the tree's size per statement of each file.
int printTreeBytes(const std::vector<std::string> &Files) {
  for (const std::string &File : Files) {
    std::string Error;
    std::unique_ptr<SourceFile> Source = SourceFile::open(File, Error);
    if (!Source) {
      std::fprintf(stderr, "ptx-parse-verify: %s\n", Error.c_str());
      return 2;
    }
    DiagnosticEngine Diags{DiagnosticOptions()};
    Module M = parseModule(*Source, Diags);
    size_t Bytes = 0, Statements = 0;
    for (const std::shared_ptr<const ASTArena> &Arena : M.Storage)
      Bytes += Arena->bytesReserved();
    for (const TopLevelItem &Item : M.Items)
      if (const auto *F = std::get_if<Function>(&Item); F && F->Body)
        Statements += countStatements(*F->Body);
    std::printf("%s: %zu statements, tree %zu bytes, %.0f bytes per "
                "statement\n",
                File.c_str(), Statements, Bytes,
                Statements ? static_cast<double>(Bytes) /
                                 static_cast<double>(Statements)
                           : 0.0);
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  Settings S;
  std::vector<std::string> Paths;
  for (int I = 1; I < argc; ++I) {
    std::string Arg = argv[I];
    auto number = [&](uint64_t &Out) {
      if (I + 1 >= argc)
        return false;
      char *End = nullptr;
      Out = std::strtoull(argv[++I], &End, 10);
      return *End == '\0';
    };
    uint64_t N = 0;
    if (Arg == "--threads" && number(N))
      S.Threads = static_cast<unsigned>(std::max<uint64_t>(N, 1));
    else if (Arg == "--min-body-piece" && number(N))
      S.MinBodyPieceBytes = std::max<uint64_t>(N, 1);
    else if (Arg == "--mutants" && number(N))
      S.Mutants = static_cast<unsigned>(N);
    else if (Arg == "--generate" && number(N))
      S.Generate = static_cast<unsigned>(N);
    else if (Arg == "--seed" && number(N))
      S.Seed = N;
    else if (Arg == "--save-failures" && I + 1 < argc)
      S.SaveFailures = argv[++I];
    else if (Arg == "--write-inputs" && I + 1 < argc)
      S.WriteInputs = argv[++I];
    else if (Arg == "-v")
      S.Verbose = true;
    else if (Arg == "--tree-bytes")
      S.TreeBytes = true;
    else if (!Arg.empty() && Arg[0] == '-')
      return usage();
    else
      Paths.push_back(Arg);
  }
  if (Paths.empty() && S.Generate == 0)
    return usage();

  std::vector<std::string> Files;
  for (const std::string &P : Paths)
    collect(P, Files);
  if (S.TreeBytes)
    return printTreeBytes(Files);

  Verifier V(S);
  Variants Maker(S.Seed);
  for (const std::string &File : Files) {
    std::string Text;
    if (!readFile(File, Text)) {
      std::fprintf(stderr, "ptx-parse-verify: cannot read %s\n", File.c_str());
      return 2;
    }
    V.verify(File, Text, false);
    for (unsigned M = 0; M < S.Mutants; ++M)
      V.verify(File + " mutant " + std::to_string(M), Maker.mutate(Text), true);
  }
  for (unsigned G = 0; G < S.Generate; ++G) {
    std::string Module = Maker.generate();
    V.verify("generated " + std::to_string(G), Module, true);
    for (unsigned M = 0; M < S.Mutants; ++M)
      V.verify("generated " + std::to_string(G) + " mutant " +
                   std::to_string(M),
               Maker.mutate(Module), true);
  }

  const Totals &T = V.totals();
  auto percent = [](size_t Part, size_t Whole) {
    if (Whole == 0)
      return 100.0;
    return 100.0 * static_cast<double>(Part) / static_cast<double>(Whole);
  };
  std::printf("%zu inputs, %zu chunks (%.1f MB): the fast path took %zu "
              "chunks (%.1f%% of the bytes, %.1f%% of the error-free "
              "bytes); %zu inputs differ\n",
              T.Inputs, T.Chunks, static_cast<double>(T.Bytes) / 1e6,
              T.FastChunks, percent(T.FastBytes, T.Bytes),
              percent(T.FastBytes, T.CleanBytes), T.Failures);
  return T.Failures ? 1 : 0;
}
