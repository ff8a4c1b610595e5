//===- ptxlint-c.cpp - The C interface (ptxlint/ptxlint-c.h) --------------===//
//
// Thin wrappers over Lint.h. Every entry point catches whatever the C++
// side throws (std::bad_alloc, mostly) and turns it into NULL, 0 or a
// nonzero status: no exception may unwind into a C caller.
//
//===----------------------------------------------------------------------===//

#include "ptxlint/ptxlint-c.h"

#include "ptxlint/Checker.h"
#include "ptxlint/Config.h"
#include "ptxlint/DiagnosticPrinter.h"
#include "ptxlint/Lint.h"
#include "ptxlint/OutputFormats.h"
#include "ptxlint/Printer.h"
#include "ptxlint/SourceFile.h"

#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#ifndef PTXLINT_VERSION
#error "PTXLINT_VERSION must be defined by the build"
#endif

using namespace ptxlint;

struct ptxlint_options {
  LintOptions Lint;
  std::string LastError;
};

namespace {

struct Position {
  unsigned Line = 0, Column = 0;
};

struct NoteView {
  std::string Message;
  Position Where;
  /// A note about a place in another file: its name, line and column.
  std::optional<std::string> OtherFile;
  Position InOtherFile;
};

/// One diagnostic with its strings ready to hand out.
struct DiagnosticView {
  std::string ID, Group, Message, Targets;
  Severity Level = Severity::Error;
  Position Begin, End;
  size_t BeginOffset = 0, EndOffset = 0;
  std::vector<NoteView> Notes;
};

Position positionOf(const SourceFile &Source, uint32_t Offset) {
  LineColumn LC = Source.lineColumn(
      std::min<uint32_t>(Offset, static_cast<uint32_t>(Source.text().size())));
  return {LC.Line, LC.Column};
}

template <typename R, typename F> R guarded(R Failure, F &&Body) noexcept {
  try {
    return Body();
  } catch (...) {
    return Failure;
  }
}

} // namespace

struct ptxlint_result {
  std::unique_ptr<SourceFile> Source;
  std::vector<Diagnostic> Diagnostics;
  std::vector<DiagnosticView> Views;
  unsigned Errors = 0, Warnings = 0;
  /// The module, for the canonical text; none for checkInstruction.
  std::optional<Module> AST;
  bool KeepComments = false;
  std::optional<std::string> Canonical;
  std::optional<std::string> Rendered[3];

  void buildViews() {
    Views.reserve(Diagnostics.size());
    for (const Diagnostic &D : Diagnostics) {
      DiagnosticView V;
      V.ID = std::string(diagnosticName(D.ID));
      V.Group = std::string(groupName(diagnosticGroup(D.ID)));
      V.Message = D.Message;
      for (const std::string &T : D.Targets)
        V.Targets += (V.Targets.empty() ? "" : ",") + T;
      V.Level = D.Level;
      V.Begin = positionOf(*Source, D.Range.Begin);
      V.End = positionOf(*Source, std::max(D.Range.Begin, D.Range.End));
      V.BeginOffset = D.Range.Begin;
      V.EndOffset = std::max(D.Range.Begin, D.Range.End);
      for (const DiagnosticNote &N : D.Notes) {
        NoteView Note{N.Message, positionOf(*Source, N.Range.Begin), {}, {}};
        if (N.InOtherFile) {
          Note.OtherFile = N.InOtherFile->File;
          Note.InOtherFile = {N.InOtherFile->Line, N.InOtherFile->Column};
        }
        V.Notes.push_back(std::move(Note));
      }
      Views.push_back(std::move(V));
    }
  }
};

namespace {

const DiagnosticView *view(const ptxlint_result *R, size_t I) {
  return R && I < R->Views.size() ? &R->Views[I] : nullptr;
}

const Diagnostic *diagnostic(const ptxlint_result *R, size_t I) {
  return R && I < R->Diagnostics.size() ? &R->Diagnostics[I] : nullptr;
}

const FixIt *fixit(const ptxlint_result *R, size_t I, size_t F) {
  const Diagnostic *D = diagnostic(R, I);
  return D && F < D->FixIts.size() ? &D->FixIts[F] : nullptr;
}

const NoteView *note(const ptxlint_result *R, size_t I, size_t N) {
  const DiagnosticView *V = view(R, I);
  return V && N < V->Notes.size() ? &V->Notes[N] : nullptr;
}

/// Records Error in Options and returns 1, for the options calls.
int fail(ptxlint_options *Options, std::string Error) {
  Options->LastError = std::move(Error);
  return 1;
}

} // namespace

extern "C" {

const char *ptxlint_version(void) { return PTXLINT_VERSION; }

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

ptxlint_options *ptxlint_options_create(void) {
  return guarded<ptxlint_options *>(nullptr, [] { return new ptxlint_options(); });
}

void ptxlint_options_destroy(ptxlint_options *Options) { delete Options; }

int ptxlint_options_add_target(ptxlint_options *Options, const char *Target) {
  if (!Options)
    return 1;
  return guarded(1, [&] {
    Options->LastError.clear();
    if (!Target || !isKnownTarget(Target))
      return fail(Options, "unknown target '" +
                               std::string(Target ? Target : "(null)") + "'");
    Options->Lint.Targets.push_back(Target);
    return 0;
  });
}

int ptxlint_options_set_ptx_version(ptxlint_options *Options,
                                    const char *Version) {
  if (!Options)
    return 1;
  return guarded(1, [&] {
    Options->LastError.clear();
    if (!Version || !*Version) {
      Options->Lint.PTXVersion.clear();
      return 0;
    }
    if (!isKnownPTXVersion(Version))
      return fail(Options, "unknown PTX ISA version '" + std::string(Version) + "'");
    Options->Lint.PTXVersion = Version;
    return 0;
  });
}

int ptxlint_options_set_cuda_version(ptxlint_options *Options,
                                     const char *Toolkit) {
  if (!Options)
    return 1;
  return guarded(1, [&] {
    Options->LastError.clear();
    if (!Toolkit || !*Toolkit) {
      Options->Lint.CUDAReleases.clear();
      return 0;
    }
    std::string Error;
    if (!resolveCUDAReleases(splitList(Toolkit), "", Options->Lint.CUDAReleases,
                             Error))
      return fail(Options, Error);
    return 0;
  });
}

int ptxlint_options_set_warning_switch(ptxlint_options *Options,
                                       const char *Switch) {
  if (!Options)
    return 1;
  return guarded(1, [&] {
    Options->LastError.clear();
    if (!Switch)
      return fail(Options, "no warning switch given");
    std::string Error;
    if (!applyWarningSwitch(Switch, Options->Lint.Diagnostics, Error))
      return fail(Options, Error);
    return 0;
  });
}

void ptxlint_options_set_no_warnings(ptxlint_options *Options, int On) {
  if (Options)
    Options->Lint.Diagnostics.AllWarningsOff = On != 0;
}

void ptxlint_options_set_inline_suppressions(ptxlint_options *Options, int On) {
  if (Options)
    Options->Lint.InlineSuppressions = On != 0;
}

void ptxlint_options_set_keep_comments(ptxlint_options *Options, int On) {
  if (Options)
    Options->Lint.KeepComments = On != 0;
}

void ptxlint_options_set_relocatable(ptxlint_options *Options, int On) {
  if (Options)
    Options->Lint.Relocatable = On != 0;
}

const char *ptxlint_options_last_error(const ptxlint_options *Options) {
  return Options ? Options->LastError.c_str() : "";
}

//===----------------------------------------------------------------------===//
// Checking
//===----------------------------------------------------------------------===//

ptxlint_result *ptxlint_lint_buffer(const char *Name, const char *Text,
                                    size_t Length,
                                    const ptxlint_options *Options) {
  if (!Text && Length)
    return nullptr;
  return guarded<ptxlint_result *>(nullptr, [&] {
    auto R = std::make_unique<ptxlint_result>();
    R->Source = SourceFile::fromString(Name ? Name : "<buffer>",
                                       std::string(Text ? Text : "", Length));
    static const ptxlint_options Defaults{};
    const LintOptions &Lint = (Options ? *Options : Defaults).Lint;
    LintResult Found = lint(*R->Source, Lint);
    R->Diagnostics = std::move(Found.Diagnostics);
    R->Errors = Found.Errors;
    R->Warnings = Found.Warnings;
    R->AST = std::move(Found.AST);
    R->KeepComments = Lint.KeepComments;
    R->buildViews();
    return R.release();
  });
}

ptxlint_result *ptxlint_check_instruction(const char *Instruction,
                                          const char *Target,
                                          const char *PTXVersion,
                                          const ptxlint_options *Options) {
  if (!Instruction)
    return nullptr;
  return guarded<ptxlint_result *>(nullptr, [&] {
    auto R = std::make_unique<ptxlint_result>();
    R->Source = SourceFile::fromString("<inline asm>", Instruction);
    DiagnosticOptions Warnings;
    if (Options)
      Warnings = Options->Lint.Diagnostics;
    R->Diagnostics = checkInstruction(Instruction, Target ? Target : "",
                                      PTXVersion ? PTXVersion : "", Warnings);
    for (const Diagnostic &D : R->Diagnostics) {
      R->Errors += D.Level == Severity::Error;
      R->Warnings += D.Level == Severity::Warning;
    }
    R->buildViews();
    return R.release();
  });
}

void ptxlint_result_destroy(ptxlint_result *Result) { delete Result; }

//===----------------------------------------------------------------------===//
// Results
//===----------------------------------------------------------------------===//

size_t ptxlint_result_diagnostic_count(const ptxlint_result *R) {
  return R ? R->Views.size() : 0;
}

unsigned ptxlint_result_error_count(const ptxlint_result *R) {
  return R ? R->Errors : 0;
}

unsigned ptxlint_result_warning_count(const ptxlint_result *R) {
  return R ? R->Warnings : 0;
}

const char *ptxlint_result_diagnostic_id(const ptxlint_result *R, size_t I) {
  const DiagnosticView *V = view(R, I);
  return V ? V->ID.c_str() : nullptr;
}

const char *ptxlint_result_diagnostic_group(const ptxlint_result *R, size_t I) {
  const DiagnosticView *V = view(R, I);
  return V ? V->Group.c_str() : nullptr;
}

ptxlint_severity ptxlint_result_diagnostic_severity(const ptxlint_result *R,
                                                    size_t I) {
  const DiagnosticView *V = view(R, I);
  if (!V)
    return PTXLINT_SEVERITY_NOTE;
  switch (V->Level) {
  case Severity::Note:
    return PTXLINT_SEVERITY_NOTE;
  case Severity::Warning:
    return PTXLINT_SEVERITY_WARNING;
  case Severity::Error:
    break;
  }
  return PTXLINT_SEVERITY_ERROR;
}

const char *ptxlint_result_diagnostic_message(const ptxlint_result *R,
                                              size_t I) {
  const DiagnosticView *V = view(R, I);
  return V ? V->Message.c_str() : nullptr;
}

const char *ptxlint_result_diagnostic_file(const ptxlint_result *R, size_t I) {
  return view(R, I) ? R->Source->name().c_str() : nullptr;
}

unsigned ptxlint_result_diagnostic_line(const ptxlint_result *R, size_t I) {
  const DiagnosticView *V = view(R, I);
  return V ? V->Begin.Line : 0;
}

unsigned ptxlint_result_diagnostic_column(const ptxlint_result *R, size_t I) {
  const DiagnosticView *V = view(R, I);
  return V ? V->Begin.Column : 0;
}

unsigned ptxlint_result_diagnostic_end_line(const ptxlint_result *R, size_t I) {
  const DiagnosticView *V = view(R, I);
  return V ? V->End.Line : 0;
}

unsigned ptxlint_result_diagnostic_end_column(const ptxlint_result *R,
                                              size_t I) {
  const DiagnosticView *V = view(R, I);
  return V ? V->End.Column : 0;
}

size_t ptxlint_result_diagnostic_offset(const ptxlint_result *R, size_t I) {
  const DiagnosticView *V = view(R, I);
  return V ? V->BeginOffset : 0;
}

size_t ptxlint_result_diagnostic_end_offset(const ptxlint_result *R, size_t I) {
  const DiagnosticView *V = view(R, I);
  return V ? V->EndOffset : 0;
}

const char *ptxlint_result_diagnostic_targets(const ptxlint_result *R,
                                              size_t I) {
  const DiagnosticView *V = view(R, I);
  return V ? V->Targets.c_str() : nullptr;
}

size_t ptxlint_result_note_count(const ptxlint_result *R, size_t I) {
  const DiagnosticView *V = view(R, I);
  return V ? V->Notes.size() : 0;
}

const char *ptxlint_result_note_message(const ptxlint_result *R, size_t I,
                                        size_t N) {
  const NoteView *Note = note(R, I, N);
  return Note ? Note->Message.c_str() : nullptr;
}

unsigned ptxlint_result_note_line(const ptxlint_result *R, size_t I, size_t N) {
  const NoteView *Note = note(R, I, N);
  return Note ? Note->Where.Line : 0;
}

unsigned ptxlint_result_note_column(const ptxlint_result *R, size_t I,
                                    size_t N) {
  const NoteView *Note = note(R, I, N);
  return Note ? Note->Where.Column : 0;
}

const char *ptxlint_result_note_other_file(const ptxlint_result *R, size_t I,
                                           size_t N) {
  const NoteView *Note = note(R, I, N);
  return Note && Note->OtherFile ? Note->OtherFile->c_str() : nullptr;
}

unsigned ptxlint_result_note_other_line(const ptxlint_result *R, size_t I,
                                        size_t N) {
  const NoteView *Note = note(R, I, N);
  return Note && Note->OtherFile ? Note->InOtherFile.Line : 0;
}

unsigned ptxlint_result_note_other_column(const ptxlint_result *R, size_t I,
                                          size_t N) {
  const NoteView *Note = note(R, I, N);
  return Note && Note->OtherFile ? Note->InOtherFile.Column : 0;
}

size_t ptxlint_result_fixit_count(const ptxlint_result *R, size_t I) {
  const Diagnostic *D = diagnostic(R, I);
  return D ? D->FixIts.size() : 0;
}

size_t ptxlint_result_fixit_offset(const ptxlint_result *R, size_t I,
                                   size_t F) {
  const FixIt *Fix = fixit(R, I, F);
  return Fix ? Fix->Range.Begin : 0;
}

size_t ptxlint_result_fixit_end_offset(const ptxlint_result *R, size_t I,
                                       size_t F) {
  const FixIt *Fix = fixit(R, I, F);
  return Fix ? std::max(Fix->Range.Begin, Fix->Range.End) : 0;
}

const char *ptxlint_result_fixit_replacement(const ptxlint_result *R, size_t I,
                                             size_t F) {
  const FixIt *Fix = fixit(R, I, F);
  return Fix ? Fix->Replacement.c_str() : nullptr;
}

const char *ptxlint_result_canonical_text(ptxlint_result *R) {
  if (!R || !R->AST || R->Errors)
    return nullptr;
  return guarded<const char *>(nullptr, [&]() -> const char * {
    if (!R->Canonical) {
      PrintOptions Print;
      Print.KeepComments = R->KeepComments;
      R->Canonical = printModuleToString(*R->AST, Print);
    }
    return R->Canonical->c_str();
  });
}

const char *ptxlint_result_format(ptxlint_result *R, ptxlint_format Format) {
  if (!R || Format < PTXLINT_FORMAT_TEXT || Format > PTXLINT_FORMAT_SARIF)
    return nullptr;
  return guarded<const char *>(nullptr, [&]() -> const char * {
    std::optional<std::string> &Cached = R->Rendered[Format];
    if (!Cached) {
      std::ostringstream OS;
      if (Format == PTXLINT_FORMAT_TEXT) {
        TextOutputOptions Text;
        Text.GroupRepeats = false;
        printDiagnosticsText(*R->Source, R->Diagnostics, OS, Text);
      } else {
        std::vector<FileDiagnostics> Files(1);
        Files[0].Source = R->Source.get();
        Files[0].Diagnostics = R->Diagnostics;
        if (Format == PTXLINT_FORMAT_JSON) {
          printDiagnosticsJSON(Files, OS);
        } else {
          SarifToolInfo Tool;
          Tool.Version = PTXLINT_VERSION;
          printDiagnosticsSARIF(Files, OS, Tool);
        }
      }
      Cached = OS.str();
    }
    return Cached->c_str();
  });
}

} // extern "C"
