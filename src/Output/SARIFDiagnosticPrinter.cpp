//===- SARIFDiagnosticPrinter.cpp - SARIF 2.1.0 for code scanning ---------===//
//
// One run whose rules are the diagnostic IDs that occur. What each property
// holds is described in include/ptxlint/OutputFormats.h; the properties and
// their constraints follow the SARIF 2.1.0 specification (OASIS), sections
// 3.13 (sarifLog) to 3.57 (replacement). test/sarif/validate_sarif.py checks
// what we write.
//
//===----------------------------------------------------------------------===//

#include "ptxlint/OutputFormats.h"

#include "ptxlint/SourceFile.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_os_ostream.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <unordered_map>

using namespace ptxlint;
namespace json = llvm::json;

namespace {

const char *const SarifSchemaUri = "https://json.schemastore.org/sarif-2.1.0.json";
const char *const FingerprintKey = "ptxLintHash/v1";

std::string utf8(std::string_view S) {
  llvm::StringRef Ref(S.data(), S.size());
  return json::isUTF8(Ref) ? std::string(S) : json::fixUTF8(Ref);
}

/// The length of the valid UTF-8 sequence at S[I], or 0 if none starts there.
size_t utf8SequenceLength(std::string_view S, size_t I) {
  auto Byte = [&](size_t K) { return static_cast<unsigned char>(S[K]); };
  unsigned char B = Byte(I);
  if (B < 0x80)
    return 1;
  size_t N;
  unsigned char Min = 0x80, Max = 0xBF; // Range of the second byte.
  if (B >= 0xC2 && B <= 0xDF)
    N = 2;
  else if (B >= 0xE0 && B <= 0xEF) {
    N = 3;
    if (B == 0xE0)
      Min = 0xA0; // No overlong forms.
    else if (B == 0xED)
      Max = 0x9F; // No surrogates.
  } else if (B >= 0xF0 && B <= 0xF4) {
    N = 4;
    if (B == 0xF0)
      Min = 0x90;
    else if (B == 0xF4)
      Max = 0x8F; // Nothing above U+10FFFF.
  } else
    return 0;
  if (I + N > S.size())
    return 0;
  if (Byte(I + 1) < Min || Byte(I + 1) > Max)
    return 0;
  for (size_t K = 2; K < N; ++K)
    if (Byte(I + K) < 0x80 || Byte(I + K) > 0xBF)
      return 0;
  return N;
}

/// SARIF's line and column of an offset: the column counts Unicode code
/// points (run.columnKind "unicodeCodePoints"); a byte that is not valid
/// UTF-8 counts as one, as the U+FFFD that replaces it would.
///
/// Counting from the start of the line for every position would cost the
/// square of a line's length when a long line has many findings; each
/// line's count resumes where the last one on it stopped (findings come in
/// source order).
class SarifColumns {
public:
  LineColumn position(const SourceFile &Source, uint32_t Offset) {
    std::string_view Text = Source.text();
    Offset = std::min<uint32_t>(Offset, Text.size());
    // A few lines are enough to remember: the one findings are on and those
    // their notes point to.
    if (&Source != File || Lines.size() > 1024) {
      File = &Source;
      Lines.clear();
    }
    uint32_t Start = Source.lineStart(Offset);
    auto [It, New] = Lines.try_emplace(Start, Counted{Start, 1});
    Counted &Where = It->second;
    if (Where.Offset > Offset)
      Where = {Start, 1};
    size_t I = Where.Offset;
    unsigned Column = Where.Column;
    while (I < Offset) {
      size_t N = utf8SequenceLength(Text, I);
      I += N ? N : 1;
      ++Column;
    }
    // A sequence that straddles Offset may have taken I past it; resume
    // from before it next time.
    if (I == Offset)
      Where = {Offset, Column};
    return {Source.lineColumn(Offset).Line, Column};
  }

private:
  struct Counted {
    size_t Offset;   ///< A code point boundary on the line...
    unsigned Column; ///< ...and its column.
  };
  const SourceFile *File = nullptr;
  std::unordered_map<uint32_t, Counted> Lines; ///< By line start.
};

bool isUnreserved(unsigned char C) {
  return (C >= 'A' && C <= 'Z') || (C >= 'a' && C <= 'z') ||
         (C >= '0' && C <= '9') || C == '-' || C == '.' || C == '_' ||
         C == '~';
}

/// Percent-encodes everything but unreserved characters and '/'.
std::string percentEncode(std::string_view Path) {
  static const char Hex[] = "0123456789ABCDEF";
  std::string Out;
  for (unsigned char C : Path) {
    if (isUnreserved(C) || C == '/') {
      Out += static_cast<char>(C);
    } else {
      Out += '%';
      Out += Hex[C >> 4];
      Out += Hex[C & 15];
    }
  }
  return Out;
}

struct ArtifactUri {
  std::string Uri;
  bool Relative;
};

/// A file name as given on the command line, as an artifactLocation.uri.
ArtifactUri artifactUri(std::string_view Name) {
  if (!Name.empty() && Name.front() == '/')
    return {"file://" + percentEncode(Name), false};
  while (Name.size() > 2 && Name.substr(0, 2) == "./") {
    Name.remove_prefix(2);
    while (!Name.empty() && Name.front() == '/')
      Name.remove_prefix(1);
  }
  return {percentEncode(Name), true};
}

/// 64-bit FNV-1a.
struct Hasher {
  uint64_t Value = 0xcbf29ce484222325ULL;
  void add(std::string_view S) {
    for (unsigned char C : S) {
      Value ^= C;
      Value *= 0x100000001b3ULL;
    }
    Value ^= 0xff; // Separates fields: "ab","c" != "a","bc".
    Value *= 0x100000001b3ULL;
  }
};

/// A fingerprint that survives edits elsewhere in the file: the rule, the
/// message and the flagged line without whitespace, plus which occurrence of
/// that triple in the file this is.
std::string fingerprint(const SourceFile &Source, const Diagnostic &D,
                        std::map<uint64_t, unsigned> &Seen) {
  Hasher H;
  H.add(diagnosticName(D.ID));
  H.add(D.Message);
  uint32_t Begin = std::min<uint32_t>(D.Range.Begin, Source.text().size());
  std::string_view Text = Source.lineText(Begin);
  // Of a very long line, only the part around the finding: hashing all of
  // it for every finding on it would cost the square of its length.
  constexpr size_t LongLine = 4096, Around = 128;
  if (Text.size() > LongLine) {
    size_t Column = Begin - Source.lineStart(Begin);
    size_t From = Column > Around ? Column - Around : 0;
    Text = Text.substr(From, 2 * Around);
  }
  std::string Line;
  for (char C : Text)
    if (C != ' ' && C != '\t' && C != '\r' && C != '\v' && C != '\f')
      Line += C;
  H.add(Line);
  unsigned Occurrence = ++Seen[H.Value];
  char Buffer[40];
  std::snprintf(Buffer, sizeof Buffer, "%016llx:%u",
                static_cast<unsigned long long>(H.Value), Occurrence);
  return Buffer;
}

/// SARIF's levels are spelled as ours are.
std::string_view sarifLevel(Severity S) { return severityName(S); }

class SarifWriter {
public:
  SarifWriter(json::OStream &J) : J(J) {}

  void writeRegion(const char *Key, const SourceFile &Source,
                   SourceRange Range) {
    LineColumn Start = Columns.position(Source, Range.Begin);
    LineColumn End = Columns.position(Source, std::max(Range.Begin, Range.End));
    J.attributeObject(Key, [&] {
      J.attribute("startLine", static_cast<int64_t>(Start.Line));
      J.attribute("startColumn", static_cast<int64_t>(Start.Column));
      J.attribute("endLine", static_cast<int64_t>(End.Line));
      J.attribute("endColumn", static_cast<int64_t>(End.Column));
    });
  }

  void writeArtifactLocation(const ArtifactUri &Uri) {
    J.attributeObject("artifactLocation", [&] {
      J.attribute("uri", Uri.Uri);
      if (Uri.Relative)
        J.attribute("uriBaseId", "%SRCROOT%");
    });
  }

  void writePhysicalLocation(const SourceFile &Source, const ArtifactUri &Uri,
                             SourceRange Range) {
    J.attributeObject("physicalLocation", [&] {
      writeArtifactLocation(Uri);
      writeRegion("region", Source, Range);
    });
  }

  /// A place in a file ptx-lint has not read (the source line a .loc
  /// names): its line, and its column when known, which counts what the
  /// compiler that wrote the .loc counted.
  void writeOtherFileLocation(const OtherFileLocation &Where) {
    J.attributeObject("physicalLocation", [&] {
      writeArtifactLocation(artifactUri(utf8(Where.File)));
      J.attributeObject("region", [&] {
        J.attribute("startLine", static_cast<int64_t>(Where.Line));
        if (Where.Column)
          J.attribute("startColumn", static_cast<int64_t>(Where.Column));
      });
    });
  }

  void writeResult(const SourceFile &Source, const ArtifactUri &Uri,
                   const Diagnostic &D, unsigned RuleIndex,
                   std::map<uint64_t, unsigned> &Seen) {
    J.object([&] {
      J.attribute("ruleId", utf8(diagnosticName(D.ID)));
      J.attribute("ruleIndex", static_cast<int64_t>(RuleIndex));
      J.attribute("level", utf8(sarifLevel(D.Level)));
      J.attributeObject("message",
                        [&] { J.attribute("text", utf8(D.Message)); });
      J.attributeArray("locations", [&] {
        J.object([&] { writePhysicalLocation(Source, Uri, D.Range); });
      });
      if (!D.Notes.empty())
        J.attributeArray("relatedLocations", [&] {
          int64_t Id = 0;
          for (const DiagnosticNote &N : D.Notes)
            J.object([&] {
              J.attribute("id", Id++);
              if (N.InOtherFile)
                writeOtherFileLocation(*N.InOtherFile);
              else
                writePhysicalLocation(Source, Uri, N.Range);
              J.attributeObject("message",
                                [&] { J.attribute("text", utf8(N.Message)); });
            });
        });
      if (!D.FixIts.empty())
        J.attributeArray("fixes", [&] { writeFix(Source, Uri, D); });
      J.attributeObject("partialFingerprints", [&] {
        J.attribute(FingerprintKey, fingerprint(Source, D, Seen));
      });
      if (!D.Targets.empty())
        J.attributeObject("properties", [&] {
          J.attributeArray("targets", [&] {
            for (const std::string &T : D.Targets)
              J.value(utf8(T));
          });
        });
    });
  }

  /// All fix-its of a diagnostic are one fix: they are meant to be applied
  /// together. SARIF wants the replacements of an artifact in order.
  void writeFix(const SourceFile &Source, const ArtifactUri &Uri,
                const Diagnostic &D) {
    std::vector<const FixIt *> Sorted;
    for (const FixIt &F : D.FixIts)
      Sorted.push_back(&F);
    std::stable_sort(Sorted.begin(), Sorted.end(),
                     [](const FixIt *A, const FixIt *B) {
                       return A->Range.Begin < B->Range.Begin;
                     });
    J.object([&] {
      J.attributeArray("artifactChanges", [&] {
        J.object([&] {
          writeArtifactLocation(Uri);
          J.attributeArray("replacements", [&] {
            for (const FixIt *F : Sorted)
              J.object([&] {
                writeRegion("deletedRegion", Source, F->Range);
                if (!F->Replacement.empty())
                  J.attributeObject("insertedContent", [&] {
                    J.attribute("text", utf8(F->Replacement));
                  });
              });
          });
        });
      });
    });
  }

  void writeRule(DiagID ID, const SarifToolInfo &Tool) {
    std::string Name = utf8(diagnosticName(ID));
    std::string Summary = utf8(diagnosticSummary(ID));
    std::string Group = utf8(groupName(diagnosticGroup(ID)));
    J.object([&] {
      J.attribute("id", Name);
      J.attributeObject("shortDescription", [&] {
        J.attribute("text", Summary.empty() ? Name : Summary);
      });
      J.attributeObject("defaultConfiguration", [&] {
        J.attribute("level", utf8(sarifLevel(defaultSeverity(ID))));
      });
      if (!Tool.HelpUriPrefix.empty())
        J.attribute("helpUri", utf8(Tool.HelpUriPrefix) + percentEncode(Name));
      if (!Group.empty())
        J.attributeObject("properties", [&] {
          J.attributeArray("tags", [&] { J.value(Group); });
        });
    });
  }

private:
  json::OStream &J;
  SarifColumns Columns;
};

} // namespace

void ptxlint::printDiagnosticsSARIF(const std::vector<FileDiagnostics> &Files,
                                    std::ostream &OS,
                                    const SarifToolInfo &Tool) {
  // Rules in catalog order, so the log does not depend on the file order.
  constexpr unsigned NumIDs = static_cast<unsigned>(DiagID::NumDiagnostics);
  std::vector<bool> Used(NumIDs, false);
  for (const FileDiagnostics &F : Files)
    for (const Diagnostic &D : F.Diagnostics)
      Used[static_cast<unsigned>(D.ID)] = true;
  std::vector<unsigned> RuleIndex(NumIDs, 0);
  std::vector<DiagID> Rules;
  for (unsigned I = 0; I != NumIDs; ++I)
    if (Used[I]) {
      RuleIndex[I] = Rules.size();
      Rules.push_back(static_cast<DiagID>(I));
    }

  llvm::raw_os_ostream Out(OS);
  {
    json::OStream J(Out, /*IndentSize=*/2);
    SarifWriter W(J);
    J.object([&] {
      J.attribute("$schema", SarifSchemaUri);
      J.attribute("version", "2.1.0");
      J.attributeArray("runs", [&] {
        J.object([&] {
          J.attributeObject("tool", [&] {
            J.attributeObject("driver", [&] {
              J.attribute("name", utf8(Tool.Name.empty() ? "ptx-lint"
                                                         : Tool.Name));
              if (!Tool.Version.empty())
                J.attribute("version", utf8(Tool.Version));
              if (!Tool.InformationUri.empty())
                J.attribute("informationUri", utf8(Tool.InformationUri));
              J.attributeArray("rules", [&] {
                for (DiagID ID : Rules)
                  W.writeRule(ID, Tool);
              });
            });
          });
          J.attribute("columnKind", "unicodeCodePoints");
          J.attributeArray("results", [&] {
            for (const FileDiagnostics &F : Files) {
              ArtifactUri Uri = artifactUri(F.Source->name());
              std::map<uint64_t, unsigned> Seen;
              for (const Diagnostic &D : F.Diagnostics)
                W.writeResult(*F.Source, Uri, D,
                              RuleIndex[static_cast<unsigned>(D.ID)], Seen);
            }
          });
        });
      });
    });
  }
  Out << '\n';
  Out.flush();
}
