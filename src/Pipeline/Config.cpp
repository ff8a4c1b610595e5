//===- Config.cpp - .ptx-lint.yaml and warning switches -------------------===//

#include "ptxlint/Config.h"

#include "ptxlint/Checker.h"
#include "ptxlint/Lint.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"

#include <algorithm>
#include <cctype>

using namespace ptxlint;

std::optional<std::string> ptxlint::findConfigFile(std::string_view InputPath) {
  llvm::SmallString<256> Dir;
  if (InputPath == "-" || llvm::sys::path::parent_path(InputPath).empty())
    llvm::sys::fs::current_path(Dir);
  else
    Dir = llvm::sys::path::parent_path(InputPath);
  llvm::sys::fs::make_absolute(Dir);
  for (llvm::StringRef D = Dir; !D.empty(); D = llvm::sys::path::parent_path(D)) {
    llvm::SmallString<256> Candidate(D);
    llvm::sys::path::append(Candidate, ConfigFileName);
    if (llvm::sys::fs::is_regular_file(Candidate))
      return std::string(Candidate);
    if (D == llvm::sys::path::root_path(D))
      break;
  }
  return std::nullopt;
}

namespace {

/// Reads a YAML file and reports problems as "path:line:col: message".
class ConfigReader {
public:
  ConfigReader(const std::string &Path, std::string &Error)
      : Path(Path), Error(Error) {}

  std::optional<ConfigFile> read() {
    auto Buffer = llvm::MemoryBuffer::getFile(Path);
    if (!Buffer) {
      Error = Path + ": cannot read: " + Buffer.getError().message();
      return std::nullopt;
    }
    SM.setDiagHandler(&ConfigReader::onYAMLError, this);
    llvm::yaml::Stream Stream((*Buffer)->getMemBufferRef(), SM);
    ConfigFile Config;
    Config.Path = Path;
    llvm::yaml::document_iterator Doc = Stream.begin();
    if (Doc == Stream.end() || Failed)
      return fail();
    llvm::yaml::Node *Root = Doc->getRoot();
    if (llvm::isa<llvm::yaml::NullNode>(Root))
      return Config; // An empty file sets nothing.
    auto *Map = llvm::dyn_cast_or_null<llvm::yaml::MappingNode>(Root);
    if (!Map)
      return fail(Root, "expected a mapping of settings (key: value)");
    for (llvm::yaml::KeyValueNode &Entry : *Map) {
      auto *Key = llvm::dyn_cast_or_null<llvm::yaml::ScalarNode>(Entry.getKey());
      if (Failed || !Key)
        return fail(Entry.getKey(), "expected a setting name");
      llvm::SmallString<32> KeyStorage;
      llvm::StringRef Name = Key->getValue(KeyStorage);
      llvm::yaml::Node *Value = Entry.getValue();
      bool OK = true;
      if (Name == "targets")
        OK = readList(Value, Config.Targets);
      else if (Name == "warnings")
        OK = readList(Value, Config.Warnings);
      else if (Name == "ptx-version")
        OK = readScalar(Value, Config.PTXVersion);
      else if (Name == "cuda")
        OK = readList(Value, Config.CUDA);
      else if (Name == "relocatable")
        OK = readBool(Value, Config.Relocatable);
      else if (Name == "max-findings")
        OK = readCount(Value, Config.MaxFindings);
      else
        return fail(Key, "unknown setting '" + Name.str() +
                             "'; the settings are targets, ptx-version, "
                             "cuda, relocatable, warnings and max-findings");
      if (!OK || Failed)
        return fail();
    }
    if (Failed)
      return fail();
    return Config;
  }

private:
  static void onYAMLError(const llvm::SMDiagnostic &D, void *Context) {
    auto *Self = static_cast<ConfigReader *>(Context);
    if (Self->Failed)
      return;
    Self->Failed = true;
    Self->Error = Self->Path + ":" + std::to_string(D.getLineNo()) + ":" +
                  std::to_string(D.getColumnNo() + 1) + ": " +
                  D.getMessage().str();
  }

  std::nullopt_t fail() { return std::nullopt; }
  std::nullopt_t fail(llvm::yaml::Node *At, const std::string &Message) {
    if (!Failed) {
      Failed = true;
      Error = Path + ": " + Message;
      if (At) {
        auto [Line, Column] = SM.getLineAndColumn(At->getSourceRange().Start);
        Error = Path + ":" + std::to_string(Line) + ":" +
                std::to_string(Column) + ": " + Message;
      }
    }
    return std::nullopt;
  }

  bool readScalar(llvm::yaml::Node *Value, std::string &Out) {
    auto *Scalar = llvm::dyn_cast_or_null<llvm::yaml::ScalarNode>(Value);
    if (!Scalar) {
      fail(Value, "expected a single value");
      return false;
    }
    llvm::SmallString<32> Storage;
    Out = Scalar->getValue(Storage).str();
    return true;
  }

  /// `true` or `false` (YAML 1.2's spellings).
  bool readBool(llvm::yaml::Node *Value, std::optional<bool> &Out) {
    std::string Text;
    if (!readScalar(Value, Text))
      return false;
    if (Text != "true" && Text != "false") {
      fail(Value, "expected true or false");
      return false;
    }
    Out = Text == "true";
    return true;
  }

  /// A whole number from 0 to 2^32-1.
  bool readCount(llvm::yaml::Node *Value, std::optional<unsigned> &Out) {
    std::string Text;
    if (!readScalar(Value, Text))
      return false;
    unsigned Count = 0;
    if (Text.empty() || llvm::StringRef(Text).getAsInteger(10, Count)) {
      fail(Value, "expected a whole number (0: no limit)");
      return false;
    }
    Out = Count;
    return true;
  }

  /// A list, or a single value standing for a list of one.
  bool readList(llvm::yaml::Node *Value, std::vector<std::string> &Out) {
    auto *Sequence = llvm::dyn_cast_or_null<llvm::yaml::SequenceNode>(Value);
    if (!Sequence) {
      std::string One;
      if (!readScalar(Value, One))
        return false;
      Out.push_back(One);
      return true;
    }
    for (llvm::yaml::Node &Item : *Sequence) {
      std::string One;
      if (Failed || !readScalar(&Item, One))
        return false;
      Out.push_back(One);
    }
    return true;
  }

  const std::string &Path;
  std::string &Error;
  llvm::SourceMgr SM;
  bool Failed = false;
};

std::string groupList() {
  std::string List;
  for (unsigned I = 0; I < static_cast<unsigned>(DiagGroupID::NumGroups); ++I)
    List += (List.empty() ? "" : ", ") +
            std::string(groupName(static_cast<DiagGroupID>(I)));
  return List;
}

} // namespace

std::optional<ConfigFile> ptxlint::loadConfigFile(const std::string &Path,
                                                  std::string &Error) {
  return ConfigReader(Path, Error).read();
}

bool ptxlint::applyWarningSwitch(std::string_view Switch,
                                 DiagnosticOptions &Options,
                                 std::string &Error) {
  if (Switch == "all") {
    Options.AllWarningsOn = true;
    Options.AllWarningsOff = false;
    return true;
  }
  if (Switch == "error") {
    Options.AllWarningsAsErrors = true;
    return true;
  }
  bool AsError = Switch.substr(0, 6) == "error=";
  bool Off = Switch.substr(0, 3) == "no-";
  std::string_view Name = Switch.substr(AsError ? 6 : Off ? 3 : 0);
  std::optional<DiagGroupID> Group = findGroup(Name);
  if (!Group) {
    Error = "unknown warning group '" + std::string(Name) +
            "'; the groups are " + groupList() + " (and 'all')";
    return false;
  }
  if (AsError)
    Options.ErrorGroups.push_back(*Group);
  else
    Options.GroupSwitches.push_back({*Group, !Off});
  return true;
}

bool ptxlint::resolvePTXVersion(const std::string &PTX,
                                const std::string &Where, std::string &Out,
                                std::string &Error) {
  if (PTX.empty())
    return true;
  if (!isKnownPTXVersion(PTX)) {
    Error = Where + "unknown PTX ISA version '" + PTX +
            "'; ptx-lint knows versions 1.0 to " + newestPTXVersion();
    return false;
  }
  Out = PTX;
  return true;
}

bool ptxlint::resolveCUDAReleases(const std::vector<std::string> &Releases,
                                  const std::string &Where,
                                  std::vector<std::string> &Out,
                                  std::string &Error) {
  if (Releases.empty())
    return true;
  std::vector<std::string> Known;
  for (const std::string &Release : Releases) {
    std::string Name = cudaReleaseName(Release);
    if (Name.empty()) {
      Error = Where + "unknown CUDA toolkit version '" + Release +
              "'; ptx-lint knows " + knownCUDAReleases();
      return false;
    }
    if (std::find(Known.begin(), Known.end(), Name) == Known.end())
      Known.push_back(std::move(Name));
  }
  Out = std::move(Known);
  return true;
}

std::vector<std::string> ptxlint::splitList(std::string_view Text) {
  std::vector<std::string> Items;
  while (!Text.empty()) {
    size_t Comma = Text.find(',');
    std::string_view Item = Text.substr(0, Comma);
    while (!Item.empty() && std::isspace(static_cast<unsigned char>(Item.front())))
      Item.remove_prefix(1);
    while (!Item.empty() && std::isspace(static_cast<unsigned char>(Item.back())))
      Item.remove_suffix(1);
    Items.emplace_back(Item);
    if (Comma == std::string_view::npos)
      break;
    Text.remove_prefix(Comma + 1);
  }
  return Items;
}

bool ptxlint::checkTargetNames(const std::vector<std::string> &Targets,
                               const std::string &Where, std::string &Error) {
  for (const std::string &T : Targets)
    if (!isKnownTarget(T)) {
      Error = Where + "unknown target '" + T +
              "'; targets are named like sm_80, sm_90a, sm_100f";
      return false;
    }
  return true;
}

bool ptxlint::applyConfigFile(const ConfigFile &Config, LintOptions &Options,
                              std::string &Error) {
  std::string Where = Config.Path + ": ";
  if (!checkTargetNames(Config.Targets, Where, Error) ||
      !resolvePTXVersion(Config.PTXVersion, Where, Options.PTXVersion,
                         Error) ||
      !resolveCUDAReleases(Config.CUDA, Where, Options.CUDAReleases, Error))
    return false;
  Options.Targets = Config.Targets;
  if (Config.Relocatable)
    Options.Relocatable = *Config.Relocatable;
  if (Config.MaxFindings)
    Options.Diagnostics.MaxFindingsPerKind = *Config.MaxFindings;
  for (const std::string &Switch : Config.Warnings)
    if (!applyWarningSwitch(Switch, Options.Diagnostics, Error)) {
      Error = Where + Error;
      return false;
    }
  return true;
}
