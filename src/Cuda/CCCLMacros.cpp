//===- CCCLMacros.cpp - CCCL's view of the compiler, as under nvcc --------===//

#include "CCCLMacros.h"

#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

#include <algorithm>
#include <cstring>

using namespace ptxlint;

namespace {

/// CCCL's <cuda/std/__cccl/ptx_isa.h> defines __cccl_ptx_isa, the PTX ISA
/// the compiler can emit, from a table of CUDA releases: for nvcc the
/// newest ISA the table knows up to nvcc's release, for clang before 16
/// 750 whatever the toolkit (CCCL 3.x), and every cuda::ptx wrapper under
/// `#if __cccl_ptx_isa >= 800` (nearly all of <cuda/ptx>) is left out. So
/// the definition is replaced, as soon as it is read, by nvcc's: the
/// release's ISA, or the newest the header names if that is older (870
/// for the CCCL of CUDA 13.0, whose table ends at 8.7). Nothing else of
/// the header changes.
class CCCLPTXISA : public clang::PPCallbacks {
public:
  CCCLPTXISA(clang::Preprocessor &PP, unsigned ReleaseISA)
      : PP(PP), ReleaseISA(ReleaseISA) {}

  void MacroDefined(const clang::Token &Name, const clang::MacroDirective *MD) override {
    clang::IdentifierInfo *II = Name.getIdentifierInfo();
    if (!II || !II->isStr("__cccl_ptx_isa") || !ReleaseISA)
      return;
    const clang::SourceManager &SM = PP.getSourceManager();
    clang::SourceLocation Loc = MD->getLocation();
    // The newest ISA of the header's table.
    llvm::StringRef Text = SM.getBufferData(SM.getFileID(Loc));
    unsigned Newest = 0;
    for (size_t At = 0; (At = Text.find("define __cccl_ptx_isa ", At)) != llvm::StringRef::npos;) {
      At += strlen("define __cccl_ptx_isa ");
      unsigned ISA = 0;
      if (!Text.substr(At).take_while([](char C) { return C >= '0' && C <= '9'; }).getAsInteger(10, ISA))
        Newest = std::max(Newest, ISA);
    }
    if (!Newest)
      return;
    // The definition's one number is rewritten where it stands: a second
    // definition would be one more for a precompiled preamble to write,
    // which clang 14's writer does not survive.
    const clang::MacroInfo *MI = MD->getMacroInfo();
    if (!MI || MI->getNumTokens() != 1 ||
        MI->getReplacementToken(0).isNot(clang::tok::numeric_constant))
      return;
    auto &Number = const_cast<clang::Token &>(MI->getReplacementToken(0));
    PP.CreateString(std::to_string(std::min(Newest, ReleaseISA)) + "ULL", Number);
  }

private:
  clang::Preprocessor &PP;
  unsigned ReleaseISA;
};

/// "9.0" -> 900, as CCCL counts the ISA.
unsigned ccclPTXISA(const std::string &PTXVersion) {
  size_t Dot = PTXVersion.find('.');
  if (Dot == std::string::npos || Dot == 0 || Dot + 1 >= PTXVersion.size())
    return 0;
  return std::stoul(PTXVersion.substr(0, Dot)) * 100 + (PTXVersion[Dot + 1] - '0') * 10;
}

} // namespace

void ptxlint::replaceCCCLPTXISA(clang::Preprocessor &PP, const std::string &PTXVersion) {
  PP.addPPCallbacks(std::make_unique<CCCLPTXISA>(PP, ccclPTXISA(PTXVersion)));
}
