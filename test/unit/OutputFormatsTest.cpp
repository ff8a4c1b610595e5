//===- OutputFormatsTest.cpp - JSON, SARIF and grouped text output --------===//
//
// The JSON is read back with a small strict parser written here (RFC 8259:
// no raw control characters in strings, only valid UTF-8, known escapes),
// independent of llvm::json, which writes it.
//
//===----------------------------------------------------------------------===//

#include "ptxlint/DiagnosticPrinter.h"
#include "ptxlint/OutputFormats.h"
#include "ptxlint/SourceFile.h"

#include <catch2/catch.hpp>

#include <map>
#include <sstream>
#include <stdexcept>

using namespace ptxlint;

namespace {

// ---- A strict JSON reader ---------------------------------------------------

struct JSON {
  enum Kind { Null, Bool, Number, String, Array, Object } K = Null;
  bool B = false;
  double N = 0;
  std::string S;
  std::vector<JSON> A;
  std::vector<std::pair<std::string, JSON>> O;

  bool has(const std::string &Key) const {
    for (auto &[Name, V] : O)
      if (Name == Key)
        return true;
    return false;
  }
  const JSON &operator[](const std::string &Key) const {
    if (K != Object)
      throw std::runtime_error("not an object, looking for " + Key);
    for (auto &[Name, V] : O)
      if (Name == Key)
        return V;
    throw std::runtime_error("no key " + Key);
  }
  const JSON &operator[](size_t I) const {
    if (K != Array || I >= A.size())
      throw std::runtime_error("no element " + std::to_string(I));
    return A[I];
  }
  std::vector<std::string> keys() const {
    std::vector<std::string> Out;
    for (auto &[Name, V] : O)
      Out.push_back(Name);
    return Out;
  }
  long num() const {
    if (K != Number)
      throw std::runtime_error("not a number");
    return static_cast<long>(N);
  }
  const std::string &str() const {
    if (K != String)
      throw std::runtime_error("not a string");
    return S;
  }
};

class JSONReader {
public:
  explicit JSONReader(std::string_view Text) : T(Text) {}

  JSON document() {
    JSON V = value();
    space();
    if (P != T.size())
      fail("trailing characters");
    return V;
  }

private:
  [[noreturn]] void fail(const std::string &What) {
    throw std::runtime_error("invalid JSON at byte " + std::to_string(P) +
                             ": " + What);
  }
  void space() {
    while (P < T.size() &&
           (T[P] == ' ' || T[P] == '\t' || T[P] == '\n' || T[P] == '\r'))
      ++P;
  }
  bool eat(char C) {
    space();
    if (P < T.size() && T[P] == C) {
      ++P;
      return true;
    }
    return false;
  }
  void expect(char C) {
    if (!eat(C))
      fail(std::string("expected '") + C + "'");
  }
  bool literal(std::string_view Word) {
    if (T.substr(P, Word.size()) != Word)
      return false;
    P += Word.size();
    return true;
  }

  JSON value() {
    space();
    if (P >= T.size())
      fail("unexpected end");
    JSON V;
    char C = T[P];
    if (C == '{') {
      ++P;
      V.K = JSON::Object;
      if (eat('}'))
        return V;
      do {
        space();
        if (P >= T.size() || T[P] != '"')
          fail("expected a key");
        std::string Key = string();
        expect(':');
        V.O.emplace_back(std::move(Key), value());
      } while (eat(','));
      expect('}');
    } else if (C == '[') {
      ++P;
      V.K = JSON::Array;
      if (eat(']'))
        return V;
      do
        V.A.push_back(value());
      while (eat(','));
      expect(']');
    } else if (C == '"') {
      V.K = JSON::String;
      V.S = string();
    } else if (literal("true")) {
      V.K = JSON::Bool;
      V.B = true;
    } else if (literal("false")) {
      V.K = JSON::Bool;
    } else if (literal("null")) {
      V.K = JSON::Null;
    } else {
      V.K = JSON::Number;
      V.N = number();
    }
    return V;
  }

  double number() {
    size_t Start = P;
    if (P < T.size() && T[P] == '-')
      ++P;
    auto Digits = [&] {
      size_t D = P;
      while (P < T.size() && T[P] >= '0' && T[P] <= '9')
        ++P;
      if (P == D)
        fail("expected a digit");
    };
    if (P < T.size() && T[P] == '0')
      ++P;
    else
      Digits();
    if (P < T.size() && T[P] == '.') {
      ++P;
      Digits();
    }
    if (P < T.size() && (T[P] == 'e' || T[P] == 'E')) {
      ++P;
      if (P < T.size() && (T[P] == '+' || T[P] == '-'))
        ++P;
      Digits();
    }
    return std::stod(std::string(T.substr(Start, P - Start)));
  }

  static void appendUTF8(std::string &Out, uint32_t C) {
    if (C < 0x80) {
      Out += char(C);
    } else if (C < 0x800) {
      Out += char(0xC0 | C >> 6);
      Out += char(0x80 | (C & 0x3F));
    } else if (C < 0x10000) {
      Out += char(0xE0 | C >> 12);
      Out += char(0x80 | (C >> 6 & 0x3F));
      Out += char(0x80 | (C & 0x3F));
    } else {
      Out += char(0xF0 | C >> 18);
      Out += char(0x80 | (C >> 12 & 0x3F));
      Out += char(0x80 | (C >> 6 & 0x3F));
      Out += char(0x80 | (C & 0x3F));
    }
  }

  uint32_t hex4() {
    if (P + 4 > T.size())
      fail("short \\u escape");
    uint32_t V = 0;
    for (int I = 0; I < 4; ++I) {
      char C = T[P++];
      V <<= 4;
      if (C >= '0' && C <= '9')
        V |= C - '0';
      else if (C >= 'a' && C <= 'f')
        V |= C - 'a' + 10;
      else if (C >= 'A' && C <= 'F')
        V |= C - 'A' + 10;
      else
        fail("bad \\u escape");
    }
    return V;
  }

  /// One UTF-8 sequence, strictly (no overlong forms, no surrogates).
  void utf8Char(std::string &Out) {
    auto Byte = [&](size_t K) { return static_cast<unsigned char>(T[K]); };
    unsigned char B = Byte(P);
    size_t N = B >= 0xF0 ? 4 : B >= 0xE0 ? 3 : 2;
    unsigned char Lo = 0x80, Hi = 0xBF;
    if (B < 0xC2 || B > 0xF4)
      fail("invalid UTF-8 lead byte");
    if (B == 0xE0)
      Lo = 0xA0;
    if (B == 0xED)
      Hi = 0x9F;
    if (B == 0xF0)
      Lo = 0x90;
    if (B == 0xF4)
      Hi = 0x8F;
    if (P + N > T.size() || Byte(P + 1) < Lo || Byte(P + 1) > Hi)
      fail("invalid UTF-8 sequence");
    for (size_t K = 2; K < N; ++K)
      if (Byte(P + K) < 0x80 || Byte(P + K) > 0xBF)
        fail("invalid UTF-8 continuation");
    Out.append(T.substr(P, N));
    P += N;
  }

  std::string string() {
    ++P; // The opening quote.
    std::string Out;
    while (true) {
      if (P >= T.size())
        fail("unterminated string");
      unsigned char C = T[P];
      if (C == '"') {
        ++P;
        return Out;
      }
      if (C < 0x20)
        fail("raw control character in a string");
      if (C >= 0x80) {
        utf8Char(Out);
        continue;
      }
      ++P;
      if (C != '\\') {
        Out += char(C);
        continue;
      }
      if (P >= T.size())
        fail("unterminated escape");
      char E = T[P++];
      switch (E) {
      case '"': Out += '"'; break;
      case '\\': Out += '\\'; break;
      case '/': Out += '/'; break;
      case 'b': Out += '\b'; break;
      case 'f': Out += '\f'; break;
      case 'n': Out += '\n'; break;
      case 'r': Out += '\r'; break;
      case 't': Out += '\t'; break;
      case 'u': {
        uint32_t U = hex4();
        if (U >= 0xD800 && U <= 0xDBFF) {
          if (!literal("\\u"))
            fail("lone high surrogate");
          uint32_t L = hex4();
          if (L < 0xDC00 || L > 0xDFFF)
            fail("bad low surrogate");
          U = 0x10000 + ((U - 0xD800) << 10) + (L - 0xDC00);
        } else if (U >= 0xDC00 && U <= 0xDFFF) {
          fail("lone low surrogate");
        }
        appendUTF8(Out, U);
        break;
      }
      default:
        fail("unknown escape");
      }
    }
  }

  std::string_view T;
  size_t P = 0;
};

JSON parse(const std::string &Text) { return JSONReader(Text).document(); }

// ---- Fixtures ---------------------------------------------------------------

const char *const SamplePTX = ".version 7.0\n"  // 1
                              ".target sm_75\n" // 2
                              "\tfoo.b32 %r1;\n" // 3: tab at column 1
                              "mov.u32 %r1, 1\n"; // 4

Diagnostic makeDiag(DiagID ID, SourceRange Range, std::string Message) {
  Diagnostic D;
  D.ID = ID;
  D.Level = defaultSeverity(ID);
  D.Range = Range;
  D.Message = std::move(Message);
  return D;
}

std::string toJSON(const std::vector<FileDiagnostics> &Files) {
  std::ostringstream OS;
  printDiagnosticsJSON(Files, OS);
  return OS.str();
}

std::string toSARIF(const std::vector<FileDiagnostics> &Files,
                    const SarifToolInfo &Tool = {}) {
  std::ostringstream OS;
  printDiagnosticsSARIF(Files, OS, Tool);
  return OS.str();
}

size_t countOf(const std::string &Text, const std::string &Needle) {
  size_t N = 0;
  for (size_t P = Text.find(Needle); P != std::string::npos;
       P = Text.find(Needle, P + 1))
    ++N;
  return N;
}

} // namespace

// ---- JSON -------------------------------------------------------------------

TEST_CASE("the JSON reader used here rejects what it must", "[output][json]") {
  CHECK_THROWS(parse("{\"a\": \"\x01\"}"));
  CHECK_THROWS(parse("{\"a\": \"\xff\"}"));
  CHECK_THROWS(parse("{\"a\": \"\xc0\xaf\"}"));
  CHECK_THROWS(parse("{\"a\": 1,}"));
  CHECK_THROWS(parse("{\"a\": \"\\x\"}"));
  CHECK(parse("{\"a\": \"\\u00e9\xc3\xa9\"}")["a"].str() == "\xc3\xa9\xc3\xa9");
}

TEST_CASE("JSON output has the documented shape", "[output][json]") {
  auto Source = SourceFile::fromString("dir/k.ptx", SamplePTX);
  Diagnostic D = makeDiag(DiagID::SyntaxError, {55, 55}, "expected ';' after '1'");
  D.FixIts.push_back({{55, 55}, ";"});
  Diagnostic U = makeDiag(DiagID::UnknownOpcode, {28, 31}, "unknown opcode 'foo'");
  U.Notes.push_back({{21, 26}, "the module's .target is declared here"});
  U.Targets = {"sm_75", "sm_80"};
  auto Empty = SourceFile::fromString("empty.ptx", "");

  JSON Doc = parse(toJSON({{Source.get(), {U, D}}, {Empty.get(), {}}}));
  CHECK(Doc.keys() ==
        std::vector<std::string>{"format", "formatVersion", "files", "diagnostics"});
  CHECK(Doc["format"].str() == "ptx-lint-diagnostics");
  CHECK(Doc["formatVersion"].num() == 1);
  REQUIRE(Doc["files"].A.size() == 2);
  CHECK(Doc["files"][0]["file"].str() == "dir/k.ptx");
  CHECK(Doc["files"][0]["errors"].num() == 2);
  CHECK(Doc["files"][0]["warnings"].num() == 0);
  CHECK(Doc["files"][1]["file"].str() == "empty.ptx");
  CHECK(Doc["files"][1]["errors"].num() == 0);
  REQUIRE(Doc["diagnostics"].A.size() == 2);

  const JSON &J = Doc["diagnostics"][0];
  CHECK(J.keys() == std::vector<std::string>{"file", "id", "severity", "group",
                                             "message", "range", "notes",
                                             "fixits", "targets"});
  CHECK(J["file"].str() == "dir/k.ptx");
  CHECK(J["id"].str() == "unknown-opcode");
  CHECK(J["severity"].str() == "error");
  CHECK(J["group"].str() == std::string(groupName(diagnosticGroup(DiagID::UnknownOpcode))));
  CHECK(J["message"].str() == "unknown opcode 'foo'");
  // "\tfoo" on line 3: the tab is column 1, 'f' is byte 28, column 2.
  CHECK(J["range"]["start"]["line"].num() == 3);
  CHECK(J["range"]["start"]["column"].num() == 2);
  CHECK(J["range"]["start"]["offset"].num() == 28);
  CHECK(J["range"]["end"]["line"].num() == 3);
  CHECK(J["range"]["end"]["column"].num() == 5);
  CHECK(J["range"]["end"]["offset"].num() == 31);
  REQUIRE(J["notes"].A.size() == 1);
  CHECK(J["notes"][0]["message"].str() == "the module's .target is declared here");
  CHECK(J["notes"][0]["range"]["start"]["line"].num() == 2);
  CHECK(J["notes"][0]["range"]["start"]["column"].num() == 9);
  CHECK(J["fixits"].A.empty());
  REQUIRE(J["targets"].A.size() == 2);
  CHECK(J["targets"][1].str() == "sm_80");

  const JSON &S = Doc["diagnostics"][1];
  CHECK(S["id"].str() == "syntax-error");
  CHECK(S["targets"].A.empty());
  REQUIRE(S["fixits"].A.size() == 1);
  CHECK(S["fixits"][0]["replacement"].str() == ";");
  CHECK(S["fixits"][0]["range"]["start"]["line"].num() == 4);
  CHECK(S["fixits"][0]["range"]["start"]["column"].num() == 15);
  CHECK(S["fixits"][0]["range"]["end"]["column"].num() == 15);
}

TEST_CASE("JSON strings survive hostile text", "[output][json]") {
  std::string Hostile = "q\"b\\s/ \x01\x1f\x7f\t\n\r nul:";
  Hostile += '\0';
  Hostile += " bad:\xff\xfe trunc:\xe2\x82 ok:\xc3\xa9 surrogate:\xed\xa0\x80 end";
  auto Source =
      SourceFile::fromString("we\"ird\\name\x01\xff.ptx", std::string("x\xff y\n"));
  Diagnostic D = makeDiag(DiagID::InvalidCharacter, {1, 2}, Hostile);
  D.Notes.push_back({{0, 1}, Hostile});
  D.FixIts.push_back({{1, 2}, Hostile});
  D.Targets = {Hostile};

  std::string Text = toJSON({{Source.get(), {D}}});
  JSON Doc; // Parsing is the main check: it rejects invalid JSON and UTF-8.
  REQUIRE_NOTHROW(Doc = parse(Text));
  const JSON &J = Doc["diagnostics"][0];
  std::string M = J["message"].str();
  CHECK(M.rfind("q\"b\\s/ \x01\x1f\x7f\t\n\r nul:", 0) == 0);
  CHECK(M.find(std::string("nul:") + '\0' + " bad:") != std::string::npos);
  // Invalid bytes become U+FFFD; valid UTF-8 is kept.
  CHECK(M.find("\xff") == std::string::npos);
  CHECK(M.find("bad:\xef\xbf\xbd") != std::string::npos);
  CHECK(M.find("ok:\xc3\xa9 ") != std::string::npos);
  CHECK(M.find("surrogate:\xed\xa0\x80") == std::string::npos);
  CHECK(M.find(" end") != std::string::npos);
  CHECK(J["notes"][0]["message"].str() == M);
  CHECK(J["fixits"][0]["replacement"].str() == M);
  CHECK(J["targets"][0].str() == M);
  CHECK(J["file"].str().rfind("we\"ird\\name\x01", 0) == 0);
  // Control characters are escaped, never written raw.
  bool RawControl = false;
  for (char C : Text)
    RawControl |= static_cast<unsigned char>(C) < 0x20 && C != '\n';
  CHECK(!RawControl);
}

TEST_CASE("JSON clamps ranges past the end of the file", "[output][json]") {
  auto Source = SourceFile::fromString("t.ptx", "ab\ncd");
  JSON Doc = parse(toJSON({{Source.get(), {makeDiag(DiagID::SyntaxError, {4, 99}, "x")}}}));
  CHECK(Doc["diagnostics"][0]["range"]["end"]["offset"].num() == 5);
  CHECK(Doc["diagnostics"][0]["range"]["end"]["line"].num() == 2);
  CHECK(Doc["diagnostics"][0]["range"]["end"]["column"].num() == 3);
}

// ---- SARIF ------------------------------------------------------------------

TEST_CASE("SARIF output has the shape code scanning needs", "[output][sarif]") {
  auto Source = SourceFile::fromString("./src/my kernel.ptx", SamplePTX);
  Diagnostic U = makeDiag(DiagID::UnknownOpcode, {28, 31}, "unknown opcode 'foo'");
  U.Notes.push_back({{21, 26}, "declared here"});
  U.Targets = {"sm_80"};
  Diagnostic D = makeDiag(DiagID::SyntaxError, {55, 55}, "expected ';'");
  D.FixIts.push_back({{55, 55}, ";"});
  D.FixIts.push_back({{41, 44}, ""});
  SarifToolInfo Tool;
  Tool.Version = "0.1.0";
  Tool.InformationUri = "https://example.org/ptx-lint";
  Tool.HelpUriPrefix = "https://example.org/ptx-lint/diagnostics#";

  JSON Log = parse(toSARIF({{Source.get(), {U, D, U}}}, Tool));
  CHECK(Log["version"].str() == "2.1.0");
  CHECK(Log["$schema"].str().find("sarif") != std::string::npos);
  REQUIRE(Log["runs"].A.size() == 1);
  const JSON &Run = Log["runs"][0];
  const JSON &Driver = Run["tool"]["driver"];
  CHECK(Driver["name"].str() == "ptx-lint");
  CHECK(Driver["version"].str() == "0.1.0");
  CHECK(Driver["informationUri"].str() == "https://example.org/ptx-lint");
  CHECK(Run["columnKind"].str() == "unicodeCodePoints");

  // One rule per ID used, in catalog order (syntax-error before unknown-opcode).
  const JSON &Rules = Driver["rules"];
  REQUIRE(Rules.A.size() == 2);
  CHECK(Rules[0]["id"].str() == "syntax-error");
  CHECK(Rules[1]["id"].str() == "unknown-opcode");
  CHECK(Rules[1]["shortDescription"]["text"].str() ==
        std::string(diagnosticSummary(DiagID::UnknownOpcode)));
  CHECK(Rules[1]["defaultConfiguration"]["level"].str() == "error");
  CHECK(Rules[1]["helpUri"].str() ==
        "https://example.org/ptx-lint/diagnostics#unknown-opcode");

  const JSON &Results = Run["results"];
  REQUIRE(Results.A.size() == 3);
  const JSON &R = Results[0];
  CHECK(R["ruleId"].str() == "unknown-opcode");
  CHECK(R["ruleIndex"].num() == 1);
  CHECK(R["level"].str() == "error");
  CHECK(R["message"]["text"].str() == "unknown opcode 'foo'");
  const JSON &Loc = R["locations"][0]["physicalLocation"];
  CHECK(Loc["artifactLocation"]["uri"].str() == "src/my%20kernel.ptx");
  CHECK(Loc["artifactLocation"]["uriBaseId"].str() == "%SRCROOT%");
  CHECK(Loc["region"]["startLine"].num() == 3);
  CHECK(Loc["region"]["startColumn"].num() == 2); // 1-based, after the tab.
  CHECK(Loc["region"]["endLine"].num() == 3);
  CHECK(Loc["region"]["endColumn"].num() == 5); // Exclusive.
  const JSON &Related = R["relatedLocations"][0];
  CHECK(Related["id"].num() == 0);
  CHECK(Related["message"]["text"].str() == "declared here");
  CHECK(Related["physicalLocation"]["region"]["startLine"].num() == 2);
  CHECK(Related["physicalLocation"]["region"]["startColumn"].num() == 9);
  CHECK(R["properties"]["targets"][0].str() == "sm_80");
  CHECK(!R.has("fixes"));

  // The same finding twice: same hash, different occurrence.
  std::string FP0 = R["partialFingerprints"]["ptxLintHash/v1"].str();
  std::string FP2 = Results[2]["partialFingerprints"]["ptxLintHash/v1"].str();
  CHECK(FP0.substr(0, 17) == FP2.substr(0, 17));
  CHECK(FP0.substr(17) == "1");
  CHECK(FP2.substr(17) == "2");

  const JSON &S = Results[1];
  CHECK(S["ruleIndex"].num() == 0);
  CHECK(!S.has("relatedLocations"));
  CHECK(!S.has("properties"));
  REQUIRE(S["fixes"].A.size() == 1);
  const JSON &Change = S["fixes"][0]["artifactChanges"][0];
  CHECK(Change["artifactLocation"]["uri"].str() == "src/my%20kernel.ptx");
  REQUIRE(Change["replacements"].A.size() == 2);
  // Sorted by position: the deletion at 4:1 first, then the insertion.
  const JSON &Del = Change["replacements"][0];
  CHECK(Del["deletedRegion"]["startLine"].num() == 4);
  CHECK(Del["deletedRegion"]["startColumn"].num() == 1);
  CHECK(Del["deletedRegion"]["endColumn"].num() == 4);
  CHECK(!Del.has("insertedContent"));
  const JSON &Ins = Change["replacements"][1];
  CHECK(Ins["deletedRegion"]["startColumn"].num() == 15);
  CHECK(Ins["deletedRegion"]["endColumn"].num() == 15);
  CHECK(Ins["insertedContent"]["text"].str() == ";");
}

TEST_CASE("SARIF without findings is a complete log", "[output][sarif]") {
  auto Source = SourceFile::fromString("clean.ptx", ".version 7.0\n");
  JSON Log = parse(toSARIF({{Source.get(), {}}}));
  CHECK(Log["version"].str() == "2.1.0");
  const JSON &Run = Log["runs"][0];
  CHECK(Run["tool"]["driver"]["name"].str() == "ptx-lint");
  CHECK(!Run["tool"]["driver"].has("version"));
  CHECK(Run["tool"]["driver"]["rules"].A.empty());
  CHECK(Run["results"].K == JSON::Array);
  CHECK(Run["results"].A.empty());
  CHECK_NOTHROW(parse(toSARIF({})));
}

TEST_CASE("SARIF URIs and columns", "[output][sarif]") {
  // Columns count code points: "é" is two bytes, one column.
  auto Source = SourceFile::fromString("/abs/dir/a:b.ptx", "// \xc3\xa9\xff x\n");
  Diagnostic D = makeDiag(DiagID::InvalidCharacter, {5, 6}, "bad \xff byte");
  JSON Log = parse(toSARIF({{Source.get(), {D}}}));
  const JSON &Loc = Log["runs"][0]["results"][0]["locations"][0]["physicalLocation"];
  CHECK(Loc["artifactLocation"]["uri"].str() == "file:///abs/dir/a%3Ab.ptx");
  CHECK(!Loc["artifactLocation"].has("uriBaseId"));
  CHECK(Loc["region"]["startColumn"].num() == 5);
  CHECK(Loc["region"]["endColumn"].num() == 6);
  CHECK(Log["runs"][0]["results"][0]["message"]["text"].str() ==
        "bad \xef\xbf\xbd byte");
}

// ---- Grouped text -----------------------------------------------------------

TEST_CASE("repeated findings are printed once with a count", "[output][text]") {
  std::string Text;
  for (int I = 0; I < 10; ++I)
    Text += "foo;\n";
  auto Source = SourceFile::fromString("r.ptx", Text);
  std::vector<Diagnostic> Diags;
  for (uint32_t I = 0; I < 10; ++I)
    Diags.push_back(makeDiag(DiagID::UnknownOpcode, {I * 5, I * 5 + 3},
                             "unknown opcode 'foo'"));
  // A different message is a different finding.
  Diags.insert(Diags.begin() + 2,
               makeDiag(DiagID::UnknownOpcode, {10, 13}, "unknown opcode 'bar'"));

  std::ostringstream OS;
  CHECK(printDiagnosticsText(*Source, Diags, OS) == 2);
  std::string Out = OS.str();
  CHECK(countOf(Out, "error: unknown opcode 'foo'") == 1);
  CHECK(countOf(Out, "error: unknown opcode 'bar'") == 1);
  CHECK(Out.find("r.ptx:1:1: note: 9 more 'unknown-opcode' findings with the "
                 "same message, at 2:1, 3:1, 4:1, ...\n") != std::string::npos);
  // The note follows the finding it counts, before the next finding.
  CHECK(Out.find("9 more") < Out.find("'bar'"));

  TextOutputOptions All;
  All.GroupRepeats = false;
  std::ostringstream OS2;
  CHECK(printDiagnosticsText(*Source, Diags, OS2, All) == 11);
  CHECK(countOf(OS2.str(), "error: unknown opcode 'foo'") == 10);
  CHECK(OS2.str().find("more") == std::string::npos);
}

TEST_CASE("one repeat is counted in the singular", "[output][text]") {
  auto Source = SourceFile::fromString("r.ptx", "foo;\nfoo;\n");
  std::vector<Diagnostic> Diags = {
      makeDiag(DiagID::UnknownOpcode, {0, 3}, "unknown opcode 'foo'"),
      makeDiag(DiagID::UnknownOpcode, {5, 8}, "unknown opcode 'foo'")};
  std::ostringstream Few;
  printDiagnosticsText(*Source, Diags, Few); // Two are printed in full.
  CHECK(countOf(Few.str(), "error: unknown opcode 'foo'") == 2);
  TextOutputOptions Always;
  Always.GroupThreshold = 2;
  std::ostringstream OS;
  printDiagnosticsText(*Source, Diags, OS, Always);
  CHECK(OS.str().find("note: 1 more 'unknown-opcode' finding with the same "
                      "message, at 2:1\n") != std::string::npos);
}

TEST_CASE("MaxDiagnostics caps printing but keeps counting", "[output][text]") {
  std::string Text;
  for (int I = 0; I < 8; ++I)
    Text += "foo;\n";
  auto Source = SourceFile::fromString("m.ptx", Text);
  std::vector<Diagnostic> Diags;
  for (uint32_t I = 0; I < 8; ++I)
    Diags.push_back(makeDiag(DiagID::UnknownOpcode, {I * 5, I * 5 + 3},
                             "unknown opcode #" + std::to_string(I % 4)));
  // Messages #0..#3, each twice: grouped, 4 distinct findings.
  TextOutputOptions Options;
  Options.MaxDiagnostics = 3;
  Options.GroupThreshold = 2;
  std::ostringstream OS;
  CHECK(printDiagnosticsText(*Source, Diags, OS, Options) == 3);
  std::string Out = OS.str();
  CHECK(countOf(Out, ": error: ") == 3);
  CHECK(countOf(Out, "1 more 'unknown-opcode' finding") == 3);
  // #3 and its repeat are neither printed nor counted by a note.
  CHECK(Out.find("m.ptx: note: 2 more diagnostics not shown (limit 3)\n") !=
        std::string::npos);

  Options.GroupRepeats = false;
  std::ostringstream OS2;
  CHECK(printDiagnosticsText(*Source, Diags, OS2, Options) == 3);
  CHECK(OS2.str().find("m.ptx: note: 5 more diagnostics not shown (limit 3)\n") !=
        std::string::npos);

  Options.MaxDiagnostics = 0;
  std::ostringstream OS3;
  CHECK(printDiagnosticsText(*Source, Diags, OS3, Options) == 8);
  CHECK(OS3.str().find("not shown") == std::string::npos);
}

TEST_CASE("the single-diagnostic printer is unchanged", "[output][text]") {
  auto Source = SourceFile::fromString("k.ptx", SamplePTX);
  Diagnostic D = makeDiag(DiagID::SyntaxError, {55, 55}, "expected ';' after '1'");
  D.FixIts.push_back({{55, 55}, ";"});
  std::ostringstream OS;
  printDiagnosticText(*Source, D, OS);
  CHECK(OS.str() == "k.ptx:4:15: error: expected ';' after '1' [syntax-error]\n"
                    "mov.u32 %r1, 1\n"
                    "              ^\n"
                    "              ;\n");
  TextOutputOptions NoSource;
  NoSource.ShowSourceLine = false;
  std::ostringstream OS2;
  printDiagnosticText(*Source, D, OS2, NoSource);
  CHECK(OS2.str() == "k.ptx:4:15: error: expected ';' after '1' [syntax-error]\n");
}
