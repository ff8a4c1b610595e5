//===- Hover.cpp - What is under the cursor -------------------------------===//
//
// On an opcode or qualifier: what the ISA tables say it is and needs, and
// whether the module has it. On a name: its declaration. On a cache policy
// (createpolicy, an .L2::cache_hint operand): what --explain says.
//
//===----------------------------------------------------------------------===//

#include "Features.h"

#include "ISAFacts.h"
#include "Transport.h"

using namespace ptxlint;
using namespace ptxlint::lsp;

namespace {

bool covers(SourceRange R, uint32_t Offset) {
  return R.Begin <= Offset && Offset <= R.End;
}

llvm::json::Value hoverResult(const Analysis &A, std::string Markdown,
                              SourceRange R) {
  return llvm::json::Object{
      {"contents",
       llvm::json::Object{{"kind", "markdown"},
                          {"value", validUTF8(std::move(Markdown))}}},
      {"range", rangeToJSON(*A.Lines, R)}};
}

/// Whether the module has what N asks for, in words.
std::string availability(const ModuleTargets &M, const Needs &N) {
  std::string Module = M.describe();
  if (Module.empty())
    return "";
  return M.meet(N) ? "\n\nAvailable to this module (" + Module + ")."
                   : "\n\n**Not available** to this module (" + Module + ").";
}

std::string opcodeHover(const Analysis &A, const isa::OpcodeInfo &Op) {
  Needs N;
  N.add(isa::requirement(Op.Requirement));
  std::string Text = "**`" + std::string(Op.Name) + "`**";
  if (!Op.Section.empty())
    Text += " (PTX ISA " + std::string(Op.Section) + ")";
  Text += "\n\nNeeds " + N.describe() + ".";
  isa::EntryList<isa::FormInfo> Forms = isa::formsOf(Op);
  if (!Forms.empty()) {
    Text += "\n\nForms:";
    for (const isa::FormInfo &F : Forms) {
      Needs FormNeeds = N;
      FormNeeds.add(isa::requirement(F.Requirement));
      Text += "\n- `" + std::string(F.Name) + "`";
      if (!F.Summary.empty())
        Text += ": " + std::string(F.Summary);
      Text += " (" + FormNeeds.describe() + ")";
    }
  }
  return Text + availability(moduleTargetsOf(A), N);
}

std::string qualifierHover(const Analysis &A, const isa::OpcodeInfo &Op,
                           std::string_view Spelling) {
  std::string Text = "**`" + std::string(Spelling) + "`**";
  for (const QualifierChoice &C : qualifiersOf(Op)) {
    if (C.Qualifier->Spelling != Spelling)
      continue;
    std::string Slots;
    for (const std::string &S : C.Slots)
      Slots += (Slots.empty() ? "" : ", ") + S;
    Text += " of `" + std::string(Op.Name) + "`: " + Slots + ".\n\nNeeds " +
            C.Least.describe() + ".";
    return Text + availability(moduleTargetsOf(A), C.Least);
  }
  Text += " is not a qualifier `" + std::string(Op.Name) + "` takes.";
  if (const isa::QualifierInfo *Q = isa::qualifierSpelt(Spelling)) {
    Needs N;
    N.add(isa::requirement(Q->Requirement));
    Text += "\n\nElsewhere it needs " + N.describe() + ".";
  }
  return Text;
}

/// The --explain notes about Inst's cache policy, if it has one.
std::string policyHover(const Analysis &A, const Instruction &Inst) {
  std::string Text;
  for (const Diagnostic &D : A.policyExplanations()) {
    if (D.Range.Begin < Inst.Range.Begin || D.Range.Begin >= Inst.Range.End)
      continue;
    Text += (Text.empty() ? "" : "\n\n") + D.Message;
    for (const DiagnosticNote &N : D.Notes)
      Text += "\n\n" + N.Message;
  }
  return Text;
}

std::string declarationHover(const Analysis &A, const SymbolDecl &D) {
  std::string_view Declaration =
      A.Source->slice(D.DeclRange.Begin, D.DeclRange.End);
  // A function's body is not its declaration.
  if (D.Kind == SymbolKind::Function) {
    size_t Brace = Declaration.find('{');
    if (Brace != std::string_view::npos)
      Declaration = Declaration.substr(0, Brace);
  }
  while (!Declaration.empty() &&
         (Declaration.back() == ' ' || Declaration.back() == '\n' ||
          Declaration.back() == '\r' || Declaration.back() == '\t'))
    Declaration.remove_suffix(1);
  if (D.Kind == SymbolKind::Label)
    Declaration = A.Source->slice(D.NameRange.Begin, D.NameRange.End);
  static const char *const Kinds[] = {"function", "parameter", "variable",
                                      "register", "label"};
  unsigned Line = A.Lines->positionOf(D.NameRange.Begin).Line + 1;
  return "```ptx\n" + std::string(Declaration) + "\n```\n" +
         Kinds[static_cast<int>(D.Kind)] + " declared on line " +
         std::to_string(Line);
}

} // namespace

llvm::json::Value lsp::hover(const Analysis &A, uint32_t Offset) {
  if (const InstructionAt *At = A.Symbols->instructionAt(Offset)) {
    const Instruction &I = *At->Inst;
    isa::SpelledOpcode Spelled = spelledOpcodeOf(I);
    SourceRange OpcodeRange = I.Opcode.Range;
    for (size_t P = 0; P < Spelled.PartsTaken; ++P)
      OpcodeRange = OpcodeRange.merge(I.modifiers()[P].Range);
    if (Spelled.Op && covers(OpcodeRange, Offset)) {
      std::string Text = opcodeHover(A, *Spelled.Op);
      std::string Policy = policyHover(A, I);
      if (!Policy.empty())
        Text += "\n\n---\n\n" + Policy;
      return hoverResult(A, std::move(Text), OpcodeRange);
    }
    for (size_t P = Spelled.PartsTaken; P < I.modifiers().size(); ++P)
      if (Spelled.Op && covers(I.modifiers()[P].Range, Offset))
        return hoverResult(
            A, qualifierHover(A, *Spelled.Op, I.modifiers()[P].text()),
            I.modifiers()[P].Range);
  }
  // An operand of an instruction with a cache policy: the policy's
  // explanation, after the declaration when the operand is a name.
  const InstructionAt *At = A.Symbols->instructionAt(Offset);
  std::string Policy = At ? policyHover(A, *At->Inst) : "";
  SourceRange Name;
  if (std::optional<int> Decl = A.Symbols->declAt(Offset, &Name)) {
    std::string Text = declarationHover(A, A.Symbols->decls()[*Decl]);
    if (!Policy.empty())
      Text += "\n\n---\n\n" + Policy;
    return hoverResult(A, std::move(Text), Name);
  }
  if (!Policy.empty())
    return hoverResult(A, std::move(Policy), At->Inst->Range);
  return nullptr;
}
