//===- ISAFacts.cpp - What an opcode or qualifier needs -------------------===//

#include "ISAFacts.h"

#include "ASTAccess.h"

#include <algorithm>
#include <map>

using namespace ptxlint;
using namespace ptxlint::lsp;

void Needs::add(const isa::RequirementInfo &R) {
  if (Req.MinVersion < R.MinVersion)
    Req.MinVersion = R.MinVersion;
  Req.MinSM = std::max(Req.MinSM, R.MinSM);
  if (R.OnlyOn.Count)
    Req.OnlyOn = R.OnlyOn;
}

std::string Needs::describe() const {
  return "PTX " + isa::versionString(Req.MinVersion) + ", " +
         isa::describeTargets(Req);
}

bool ModuleTargets::meet(const Needs &N) const {
  if (PTXVersion && *PTXVersion < N.Req.MinVersion)
    return false;
  for (const isa::TargetInfo *T : Targets)
    if (!isa::targetMeets(*T, N.Req))
      return false;
  return true;
}

std::string ModuleTargets::describe() const {
  std::string Text;
  if (PTXVersion)
    Text = "PTX " + isa::versionString(*PTXVersion);
  for (const isa::TargetInfo *T : Targets)
    Text += (Text.empty() ? "" : ", ") + std::string(T->Name);
  return Text;
}

namespace {

std::optional<isa::Version> parseVersion(std::string_view Text) {
  size_t Dot = Text.find('.');
  if (Dot == std::string_view::npos || Dot == 0 || Dot + 1 >= Text.size())
    return std::nullopt;
  unsigned Major = 0, Minor = 0;
  for (char C : Text.substr(0, Dot))
    Major = Major * 10 + static_cast<unsigned>(C - '0');
  for (char C : Text.substr(Dot + 1))
    Minor = Minor * 10 + static_cast<unsigned>(C - '0');
  return isa::Version{static_cast<uint8_t>(Major), static_cast<uint8_t>(Minor)};
}

} // namespace

ModuleTargets lsp::moduleTargetsOf(const Analysis &A) {
  ModuleTargets M;
  if (!A.CheckedVersion.empty())
    M.PTXVersion = parseVersion(A.CheckedVersion);
  for (const std::string &Name : A.CheckedTargets)
    if (const isa::TargetInfo *T = isa::findTarget(Name))
      M.Targets.push_back(T);
  for (const TopLevelItem &Item : A.Result.AST.Items) {
    if (const VersionDirective *V = itemOf<VersionDirective>(Item)) {
      if (!M.PTXVersion)
        M.PTXVersion = isa::Version{static_cast<uint8_t>(V->Major),
                                    static_cast<uint8_t>(V->Minor)};
    } else if (const TargetDirective *T = itemOf<TargetDirective>(Item)) {
      if (!A.CheckedTargets.empty())
        continue;
      for (const Token &Word : T->Targets)
        if (const isa::TargetInfo *Info = isa::findTargetSpelt(Word.Text))
          M.Targets.push_back(Info);
    }
  }
  return M;
}

isa::SpelledOpcode lsp::spelledOpcodeOf(const Instruction &I) {
  std::string_view Parts[isa::MaxOpcodeParts];
  size_t N = 0;
  for (; N < isa::MaxOpcodeParts && N < I.modifiers().size(); ++N)
    Parts[N] = I.modifiers()[N].text();
  return isa::findOpcodeSpelledBy(I.Opcode.text(), Parts, N);
}

std::vector<QualifierChoice> lsp::qualifiersOf(const isa::OpcodeInfo &Op) {
  std::vector<QualifierChoice> Choices;
  std::map<const isa::QualifierInfo *, size_t> Seen;
  for (const isa::FormInfo &F : isa::formsOf(Op)) {
    for (const isa::SlotInfo &S : isa::slotsOf(F)) {
      for (const isa::QualifierInfo &Q : isa::valuesOf(S)) {
        Needs N;
        N.add(isa::requirement(Op.Requirement));
        N.add(isa::requirement(F.Requirement));
        N.add(isa::requirement(Q.Requirement));
        auto [It, New] = Seen.emplace(&Q, Choices.size());
        if (New) {
          Choices.push_back({&Q, N, {}});
        } else {
          // The least any form asks: a qualifier some form takes early is
          // available that early.
          Needs &Least = Choices[It->second].Least;
          if (N.Req.MinVersion < Least.Req.MinVersion ||
              (N.Req.MinVersion == Least.Req.MinVersion &&
               N.Req.MinSM < Least.Req.MinSM))
            Least = N;
        }
        std::vector<std::string> &Slots = Choices[It->second].Slots;
        std::string Slot(S.Name);
        if (std::find(Slots.begin(), Slots.end(), Slot) == Slots.end())
          Slots.push_back(Slot);
      }
    }
  }
  return Choices;
}
