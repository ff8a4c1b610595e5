//===- CheckContext.h - What the checks of one module share ----*- C++ -*-===//
#ifndef PTXLINT_CHECK_CHECKCONTEXT_H
#define PTXLINT_CHECK_CHECKCONTEXT_H

#include "SymbolTable.h"

#include "ISA/ISA.h"

#include "ptxlint/AST.h"
#include "ptxlint/Diagnostic.h"
#include "ptxlint/SourceFile.h"

#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>
#include <string>

namespace ptxlint {

/// What the module's header says (or the options put in its place): all a
/// function body's checks need to know of the module besides its names. A
/// body checked on another thread gets a copy as of its function.
struct ModuleHeader {
  std::optional<isa::Version> Version;
  SourceRange VersionRange;
  const isa::TargetInfo *Target = nullptr;
  SourceRange TargetRange;
  unsigned AddressSize = 0;
  /// The `.target` options given (texmode_independent, debug, ...).
  std::vector<const isa::TargetOptionInfo *> TargetOptions;
  /// Set when the version or target comes from CheckOptions, not from the
  /// module: messages then say so and point nowhere in the file.
  bool VersionOverridden = false;
  bool TargetOverridden = false;
  /// Who gave them (CheckOptions::OverrideOrigin).
  std::string OverrideOrigin = "given to ptx-lint";
  /// Messages leave the target out (CheckOptions::OneOfSeveralTargets).
  bool TargetNamedByTag = false;
  /// The CUDA release whose ptxas is checked for (an index into the
  /// CUDARelease records): the one given (CheckOptions::CUDARelease), else
  /// the oracle's or, for a newer .version, the first that knows it
  /// (isa::defaultRelease).
  uint16_t Release = isa::defaultRelease(std::nullopt);
  /// Whether Release was given (--cuda): then the module's .version and
  /// .target must be ones it knows.
  bool ReleaseGiven = false;
  /// Whether the body being checked is a kernel's (`.entry`), not a
  /// `.func`'s: some pragmas ptxas takes in one only.
  bool InKernelBody = false;
};

/// What matching the modifiers of an instruction against the forms of its
/// opcode found. It depends on their text only, so an instruction spelt
/// like an earlier one takes it from here (CheckContext::SpelledInstructions)
/// and checks only its operands and what else depends on them.
struct SpelledInstruction {
  /// Each modifier's qualifier record (isa::qualifierSpelt; null for none).
  std::vector<const isa::QualifierInfo *> Spellings;
  /// The modifiers the ptxas checked for drops unread (isa::droppedWords);
  /// empty when it drops none.
  std::vector<bool> Dropped;
  /// What the qualifiers of one form come to.
  struct FormQualifiers {
    enum class Outcome : uint8_t {
      Unknown,  ///< Not matched yet.
      RuledOut, ///< A problem whatever the operands: a qualifier no slot
                ///< takes, one missing, a slot constraint broken, a key
                ///< tuple no Variant row takes.
      Clean,    ///< No problem with the qualifiers: Values and Modifiers
                ///< hold what each slot got.
    } State = Outcome::Unknown;
    std::vector<const isa::QualifierInfo *> Values;
    /// Per slot, the index of the modifier that wrote it (or NoModifier).
    std::vector<uint16_t> Modifiers;
    /// Per constraint of the form, whether SlotConstraints.cpp checks it
    /// (from the qualifiers alone): nothing to check again once Clean.
    std::vector<bool> OfQualifiers;
  };
  static constexpr uint16_t NoModifier = UINT16_MAX;
  /// One per form of the opcode.
  std::vector<FormQualifiers> Forms;
};

/// The module's header and names, and the reporting helpers every check
/// uses so that messages say the same things the same way.
struct CheckContext : ModuleHeader {
  CheckContext(const SourceFile &Source, DiagnosticEngine &Diags)
      : Source(Source), Diags(Diags) {}

  const SourceFile &Source;
  DiagnosticEngine &Diags;

  SymbolTable Symbols;
  /// Whether a module-scope `.reg` or `.local` variable has turned the
  /// ABI off (module-scope-abi, reported for the first only).
  bool ABIDisabled = false;
  /// What the names of the instruction being checked resolved to, in the
  /// one walk over its operands before the instruction checker
  /// (BodyChecker::checkOperandNames): each name (an Expr of kind Symbol)
  /// and its symbol, null for a special register or an undeclared name.
  /// Cleared once the instruction is checked.
  std::vector<std::pair<const Expr *, const Symbol *>> InstructionNames;

  /// The symbol a name of the instruction being checked resolved to: from
  /// InstructionNames when the walk saw it (a few pointer compares instead
  /// of hashing the name again), else from the symbol table.
  const Symbol *lookupName(const Expr &Name) const {
    for (const auto &[Seen, S] : InstructionNames)
      if (Seen == &Name)
        return S;
    return Symbols.lookup(Name.text());
  }

  /// Spelling suggestions already made for an unknown opcode with its
  /// modifiers (key: their text joined), as the replacement text and the
  /// index of the modifier replaced (or -1 for the opcode); nothing when
  /// none was found. A file of a million copies of one typo costs one
  /// search.
  std::unordered_map<std::string, std::optional<std::pair<std::string, int>>>
      OpcodeSuggestions;

  /// What matching an instruction's modifiers found, for every later
  /// instruction spelt the same (key: the registered name, a space and the
  /// modifiers after it); InstructionChecker.cpp.
  std::unordered_map<std::string, SpelledInstruction> SpelledInstructions;
  /// The key of the last lookup, kept so that building the next one
  /// allocates nothing.
  std::string SpelledInstructionKey;

  /// Whether the module's version and target meet R (an unknown version
  /// or target meets everything).
  bool meets(const isa::RequirementInfo &R) const;
  /// Reports the version and target problems of using Feature (shown in
  /// quotes, e.g. ".L2::cache_hint") at Where under requirement R.
  /// Returns false if anything was reported.
  bool checkRequirement(const isa::RequirementInfo &R, std::string_view Feature,
                        SourceRange Where);
  /// The same, with the feature named as given ("a label in .section").
  bool checkRequirementOf(const isa::RequirementInfo &R,
                          const std::string &Named, SourceRange Where);

  /// "the module declares .version 8.0 (at 1:10)", or that the version was
  /// given to ptx-lint, for the end of messages about requirements.
  std::string versionSource() const;
  /// "; the module targets sm_80 (declared at 2:9)", or the overriding
  /// one, or nothing when the finding will be tagged with its targets.
  std::string targetSource() const;

  /// "1:10": where a range starts, for messages that point elsewhere.
  std::string position(SourceRange R) const;
};

/// The source text of R, for messages that quote what was written.
inline std::string_view sourceText(const CheckContext &Ctx, SourceRange R) {
  return Ctx.Source.slice(R.Begin, R.End);
}

/// Text in single quotes, as every message writes source words.
inline std::string quoted(std::string_view S) {
  return "'" + std::string(S) + "'";
}

/// ".b32, .b64 or .u32": the spellings of qualifiers, for messages; Last
/// joins the last two (" and " for ".global and .local").
std::string listSpellings(isa::EntryList<isa::QualifierInfo> Values,
                          std::string_view Last = " or ");

} // namespace ptxlint

#endif // PTXLINT_CHECK_CHECKCONTEXT_H
