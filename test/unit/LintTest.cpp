//===- LintTest.cpp - The library's front door: lint(), fix(), config -----===//

#include "ptxlint/AtomicWrite.h"
#include "ptxlint/Checker.h"
#include "ptxlint/Config.h"
#include "ptxlint/Lint.h"
#include "ptxlint/SourceFile.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace ptxlint;

namespace {

const char *const CacheHintModule =
    ".version 7.4\n"
    ".target sm_80\n"
    ".address_size 64\n"
    ".visible .entry k(.param .u64 p)\n"
    "{\n"
    "  .reg .b32 %r<2>;\n"
    "  .reg .b64 %rd<3>;\n"
    "  ld.param.u64 %rd1, [p];\n"
    "  createpolicy.fractional.L2::evict_last.b64 %rd2, 1.0;\n"
    "  ld.global.L2::cache_hint.b32 %r1, [%rd1], %rd2;\n"
    "  ret;\n"
    "}\n";

std::vector<std::string> idsOf(const LintResult &R) {
  std::vector<std::string> Ids;
  for (const Diagnostic &D : R.Diagnostics)
    Ids.emplace_back(diagnosticName(D.ID));
  return Ids;
}

std::string readFile(const std::string &Path) {
  std::ifstream In(Path);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

} // namespace

TEST_CASE("lint() checks the module's own target by default", "[lint]") {
  auto Source = SourceFile::fromString("k.ptx", CacheHintModule);
  LintResult R = lint(*Source);
  CHECK(R.Errors == 0);
  CHECK(R.Diagnostics.empty());
  CHECK(R.AST.Items.size() == 4);
}

TEST_CASE("several targets: shared findings once, others tagged", "[lint]") {
  auto Source = SourceFile::fromString("k.ptx", CacheHintModule);
  LintOptions Options;
  Options.Targets = {"sm_70", "sm_75", "sm_80"};
  LintResult R = lint(*Source, Options);
  // createpolicy and .L2::cache_hint, each for sm_70 and sm_75 only.
  REQUIRE(R.Diagnostics.size() == 2);
  CHECK(R.Errors == 2);
  for (const Diagnostic &D : R.Diagnostics) {
    CHECK(D.Targets == std::vector<std::string>{"sm_70", "sm_75"});
    CHECK(D.Message.find("sm_70") == std::string::npos); // Tagged, not said.
  }
}

TEST_CASE("a finding for every target checked carries no target list",
          "[lint]") {
  std::string Text = CacheHintModule;
  Text.replace(Text.find("ret;"), 4, "frobnicate;");
  auto Source = SourceFile::fromString("k.ptx", Text);
  LintOptions Options;
  Options.Targets = {"sm_80", "sm_86"};
  LintResult R = lint(*Source, Options);
  REQUIRE(R.Diagnostics.size() == 1);
  CHECK(diagnosticName(R.Diagnostics[0].ID) == "unknown-opcode");
  CHECK(R.Diagnostics[0].Targets.empty());
}

TEST_CASE("a version override is checked like the module's own", "[lint]") {
  auto Source = SourceFile::fromString("k.ptx", CacheHintModule);
  LintOptions Options;
  Options.PTXVersion = "7.3";
  LintResult R = lint(*Source, Options);
  CHECK(idsOf(R) == std::vector<std::string>{"requires-ptx-version",
                                             "requires-ptx-version"});
  CHECK(R.Diagnostics[0].Notes.empty()); // Nothing in the file to point at.
  CHECK(R.Diagnostics[0].Message.find("given to ptx-lint") != std::string::npos);
}

TEST_CASE("inline suppressions silence warnings, never errors", "[lint]") {
  std::string Text = CacheHintModule;
  Text.replace(Text.find("  ret;"), 6,
               "  ret; // ptx-lint: disable=requires-target,not-a-diagnostic");
  auto Source = SourceFile::fromString("k.ptx", Text);
  LintResult R = lint(*Source);
  REQUIRE(R.Diagnostics.size() == 2);
  CHECK(R.Warnings == 2);
  CHECK(diagnosticName(R.Diagnostics[0].ID) == "unknown-suppression");

  LintOptions Quiet;
  Quiet.Diagnostics.GroupSwitches.push_back({*findGroup("config"), false});
  CHECK(lint(*Source, Quiet).Diagnostics.empty());
  LintOptions Strict;
  Strict.Diagnostics.AllWarningsAsErrors = true;
  LintResult Failed = lint(*Source, Strict);
  CHECK(Failed.Errors == 2);
  CHECK(Failed.Warnings == 0);
}

TEST_CASE("warning switches: groups, all, error=", "[lint][config]") {
  DiagnosticOptions Options;
  std::string Error;
  CHECK(applyWarningSwitch("no-config", Options, Error));
  CHECK_FALSE(Options.isEnabled(DiagID::UnknownSuppression));
  CHECK(applyWarningSwitch("config", Options, Error));
  CHECK(Options.isEnabled(DiagID::UnknownSuppression));
  CHECK(Options.severityOf(DiagID::UnknownSuppression) == Severity::Warning);
  CHECK(applyWarningSwitch("error=config", Options, Error));
  CHECK(Options.severityOf(DiagID::UnknownSuppression) == Severity::Error);
  // Errors stay errors whatever the switches say.
  CHECK(applyWarningSwitch("no-isa", Options, Error));
  CHECK(Options.isEnabled(DiagID::RequiresTarget));
  CHECK_FALSE(applyWarningSwitch("no-such-group", Options, Error));
  CHECK(Error.find("unknown warning group 'such-group'") != std::string::npos);
}

TEST_CASE("CUDA releases map to the newest PTX ISA they accept", "[lint]") {
  CHECK(ptxVersionForCUDA("12.4") == "8.4");
  CHECK(ptxVersionForCUDA("12.6") == "8.5");
  CHECK(ptxVersionForCUDA("13") == "9.0");
  CHECK(ptxVersionForCUDA("11.9").empty());
  CHECK(isKnownTarget("sm_100f"));
  CHECK_FALSE(isKnownTarget("sm_99"));
  CHECK(isKnownPTXVersion("8.5"));
  CHECK_FALSE(isKnownPTXVersion("8.9"));
  CHECK_FALSE(isKnownPTXVersion("8"));
}

TEST_CASE("fix() applies fix-its and prints canonically with comments",
          "[lint][fix]") {
  auto Source = SourceFile::fromString(
      "k.ptx", ".version 8.5\n.target sm_80\n.address_size 64\n"
               "// keep me\n.visible .entry k()\n{ .reg .b32 %r1\n ret; }\n");
  FixResult R = fix(*Source);
  REQUIRE(R.Text);
  CHECK(R.FixesApplied == 1);
  CHECK(R.Remaining.Diagnostics.empty());
  CHECK(R.Text->find("// keep me") != std::string::npos);
  CHECK(R.Text->find(".reg .b32 %r1;") != std::string::npos);

  auto Broken = SourceFile::fromString("b.ptx", ".version 8.5\n.target sm_75\n"
                                                ".visible .entry k() { frob; }\n");
  FixResult NotFixed = fix(*Broken);
  CHECK_FALSE(NotFixed.Text);
  CHECK(NotFixed.Remaining.hasErrors());
}

TEST_CASE("relocatable: .extern functions may stay undefined", "[lint]") {
  auto Source = SourceFile::fromString(
      "k.ptx", ".version 8.0\n.target sm_80\n.address_size 64\n"
               ".extern .func f ();\n"
               ".visible .entry k()\n{\n  .shared .b8 s[49153];\n"
               "  call f, ();\n  ret;\n}\n");
  LintResult WholeProgram = lint(*Source);
  CHECK(idsOf(WholeProgram) ==
        std::vector<std::string>{"too-much-shared-data",
                                 "unresolved-extern-function"});
  LintOptions Options;
  Options.Relocatable = true;
  for (unsigned Threads : {1u, 2u}) {
    Options.Threads = Threads;
    CHECK(lint(*Source, Options).Diagnostics.empty());
  }
  Options.Relocatable = false;
  Options.Threads = 2;
  CHECK(idsOf(lint(*Source, Options)) == idsOf(WholeProgram));
}

TEST_CASE("config files: found upward, parsed, errors located", "[config]") {
  char Dir[] = "/tmp/ptxlint-config-XXXXXX";
  REQUIRE(mkdtemp(Dir));
  std::string Root = Dir;
  REQUIRE(mkdir((Root + "/a").c_str(), 0755) == 0);
  REQUIRE(mkdir((Root + "/a/b").c_str(), 0755) == 0);
  std::ofstream(Root + "/.ptx-lint.yaml")
      << "targets: [sm_80, sm_90a]\nptx-version: \"8.5\"\nwarnings: all\n"
         "relocatable: true\n";
  std::optional<std::string> Found = findConfigFile(Root + "/a/b/k.ptx");
  REQUIRE(Found);
  CHECK(*Found == Root + "/.ptx-lint.yaml");
  std::string Error;
  std::optional<ConfigFile> Config = loadConfigFile(*Found, Error);
  REQUIRE(Config);
  CHECK(Config->Targets == std::vector<std::string>{"sm_80", "sm_90a"});
  CHECK(Config->PTXVersion == "8.5");
  CHECK(Config->Warnings == std::vector<std::string>{"all"});
  CHECK(Config->Relocatable == std::optional<bool>(true));

  std::ofstream(Root + "/a/.ptx-lint.yaml") << "targets: sm_80\nbogus: 1\n";
  Found = findConfigFile(Root + "/a/b/k.ptx");
  REQUIRE(Found);
  CHECK(*Found == Root + "/a/.ptx-lint.yaml");
  CHECK_FALSE(loadConfigFile(*Found, Error));
  CHECK(Error == Root + "/a/.ptx-lint.yaml:2:1: unknown setting 'bogus'; the "
                        "settings are targets, ptx-version, cuda, "
                        "relocatable, warnings and max-findings");
  std::ofstream(Root + "/a/.ptx-lint.yaml") << "relocatable: yes\n";
  CHECK_FALSE(loadConfigFile(*Found, Error));
  CHECK(Error == Root + "/a/.ptx-lint.yaml:1:14: expected true or false");
  std::remove((Root + "/a/.ptx-lint.yaml").c_str());
  std::remove((Root + "/.ptx-lint.yaml").c_str());
  rmdir((Root + "/a/b").c_str());
  rmdir((Root + "/a").c_str());
  rmdir(Dir);
}

TEST_CASE("atomic writes keep permissions and leave no temporary file",
          "[atomic]") {
  char Dir[] = "/tmp/ptxlint-atomic-XXXXXX";
  REQUIRE(mkdtemp(Dir));
  std::string Path = std::string(Dir) + "/k.ptx";
  std::ofstream(Path) << "old";
  REQUIRE(chmod(Path.c_str(), 0640) == 0);
  std::string Error;
  REQUIRE(writeFileAtomically(Path, "new contents", Error));
  CHECK(readFile(Path) == "new contents");
  struct stat St;
  REQUIRE(stat(Path.c_str(), &St) == 0);
  CHECK((St.st_mode & 07777) == 0640);
  CHECK_FALSE(writeFileAtomically(std::string(Dir) + "/missing.ptx", "x", Error));
  CHECK(Error.find("missing.ptx") != std::string::npos);
  std::remove(Path.c_str());
  CHECK(rmdir(Dir) == 0); // Empty: no temporary left behind.
}
