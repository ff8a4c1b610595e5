//===- JSONDiagnosticPrinter.cpp - ptx-lint's own JSON format -------------===//
//
// The schema is documented in include/ptxlint/OutputFormats.h. llvm::json
// does the escaping; strings are made valid UTF-8 first (invalid bytes become
// U+FFFD), because llvm::json asserts on invalid UTF-8 in builds with
// assertions.
//
//===----------------------------------------------------------------------===//

#include "ptxlint/OutputFormats.h"

#include "ptxlint/Floor.h"
#include "ptxlint/SourceFile.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_os_ostream.h"

#include <algorithm>

using namespace ptxlint;
namespace json = llvm::json;

namespace {

std::string utf8(std::string_view S) {
  llvm::StringRef Ref(S.data(), S.size());
  return json::isUTF8(Ref) ? std::string(S) : json::fixUTF8(Ref);
}

void writePosition(json::OStream &J, const SourceFile &Source,
                   uint32_t Offset) {
  Offset = std::min<uint32_t>(Offset, Source.text().size());
  LineColumn Where = Source.lineColumn(Offset);
  J.object([&] {
    J.attribute("line", static_cast<int64_t>(Where.Line));
    J.attribute("column", static_cast<int64_t>(Where.Column));
    J.attribute("offset", static_cast<int64_t>(Offset));
  });
}

void writeRange(json::OStream &J, const SourceFile &Source,
                SourceRange Range, llvm::StringRef Key = "range") {
  J.attributeObject(Key, [&] {
    J.attributeBegin("start");
    writePosition(J, Source, Range.Begin);
    J.attributeEnd();
    J.attributeBegin("end");
    writePosition(J, Source, std::max(Range.Begin, Range.End));
    J.attributeEnd();
  });
}

void writeDiagnostic(json::OStream &J, const SourceFile &Source,
                     const std::string &FileName, const Diagnostic &D) {
  J.object([&] {
    J.attribute("file", FileName);
    J.attribute("id", utf8(diagnosticName(D.ID)));
    J.attribute("severity", utf8(severityName(D.Level)));
    J.attribute("group", utf8(groupName(diagnosticGroup(D.ID))));
    J.attribute("message", utf8(D.Message));
    writeRange(J, Source, D.Range);
    J.attributeArray("notes", [&] {
      for (const DiagnosticNote &N : D.Notes)
        J.object([&] {
          J.attribute("message", utf8(N.Message));
          writeRange(J, Source, N.Range);
          if (N.InOtherFile)
            J.attributeObject("location", [&] {
              J.attribute("file", utf8(N.InOtherFile->File));
              J.attribute("line", static_cast<int64_t>(N.InOtherFile->Line));
              J.attribute("column",
                          static_cast<int64_t>(N.InOtherFile->Column));
            });
        });
    });
    J.attributeArray("fixits", [&] {
      for (const FixIt &F : D.FixIts)
        J.object([&] {
          writeRange(J, Source, F.Range);
          J.attribute("replacement", utf8(F.Replacement));
        });
    });
    J.attributeArray("targets", [&] {
      for (const std::string &T : D.Targets)
        J.value(utf8(T));
    });
  });
}

} // namespace

void ptxlint::printDiagnosticsJSON(const std::vector<FileDiagnostics> &Files,
                                   std::ostream &OS) {
  llvm::raw_os_ostream Out(OS);
  {
    json::OStream J(Out, /*IndentSize=*/2);
    J.object([&] {
      J.attribute("format", "ptx-lint-diagnostics");
      J.attribute("formatVersion", 1);
      J.attributeArray("files", [&] {
        for (const FileDiagnostics &F : Files) {
          int64_t Counts[3] = {0, 0, 0}; // Indexed by Severity.
          for (const Diagnostic &D : F.Diagnostics)
            ++Counts[static_cast<unsigned>(D.Level)];
          J.object([&] {
            J.attribute("file", utf8(F.Source->name()));
            J.attribute("errors", Counts[static_cast<unsigned>(Severity::Error)]);
            J.attribute("warnings",
                        Counts[static_cast<unsigned>(Severity::Warning)]);
            J.attribute("notes", Counts[static_cast<unsigned>(Severity::Note)]);
          });
        }
      });
      J.attributeArray("diagnostics", [&] {
        for (const FileDiagnostics &F : Files) {
          std::string FileName = utf8(F.Source->name());
          for (const Diagnostic &D : F.Diagnostics)
            writeDiagnostic(J, *F.Source, FileName, D);
        }
      });
    });
  }
  Out << '\n';
  Out.flush();
}

void ptxlint::printFloorJSON(const std::vector<FileFloor> &Files,
                             std::ostream &OS) {
  llvm::raw_os_ostream Out(OS);
  {
    json::OStream J(Out, /*IndentSize=*/2);
    J.object([&] {
      J.attribute("format", "ptx-lint-floor");
      J.attribute("formatVersion", 1);
      J.attributeArray("files", [&] {
        for (const FileFloor &F : Files) {
          const FloorReport &R = *F.Report;
          std::string FileName = utf8(F.Source->name());
          auto Diagnostics = [&](const char *Key,
                                 const std::vector<Diagnostic> &List) {
            J.attributeArray(Key, [&] {
              for (const Diagnostic &D : List)
                writeDiagnostic(J, *F.Source, FileName, D);
            });
          };
          auto Floor = [&](const char *Key, const FloorStep &Step) {
            J.attributeObject(Key, [&] {
              J.attribute("version", Step.Version);
              J.attribute("cuda", Step.Release);
              J.attribute("driver", Step.Driver);
              Diagnostics("why", Step.Why);
            });
          };
          J.object([&] {
            J.attribute("file", FileName);
            J.attribute("checked", R.Checked);
            J.attribute("declaredVersion", R.DeclaredVersion);
            if (!R.DeclaredVersion.empty())
              writeRange(J, *F.Source, R.DeclaredAt, "declaredAt");
            if (R.Checked) {
              Floor("asWritten", R.AsWritten);
              Floor("lowest", R.Lowest);
            }
            Diagnostics("errors", R.Errors);
          });
        }
      });
    });
  }
  Out << '\n';
  Out.flush();
}
