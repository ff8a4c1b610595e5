//===- ConvertChecks.cpp - Custom checks of cvt and cvt.pack --------------===//
//
// Rules of these instruction forms that the .td constraints cannot express.
// Each is named by a CustomCheck record in src/ISA/Convert.td.
//
// Which conversions exist and what each takes are Conversion rows of the
// forms' variant tables (src/ISA/Convert.td), checked by the variant engine
// (VariantChecker.cpp); only the four-source vector is left here.
//
//===----------------------------------------------------------------------===//

#include "ConstantEval.h"
#include "CustomChecks.h"
#include "OperandChecker.h"

using namespace ptxlint;
using namespace ptxlint::isa;

namespace {

/// The type of a vector whose elements so far are of type Vector, with a
/// further element of type Element; null if they do not agree.
const QualifierInfo *unify(const QualifierInfo &Vector,
                           const QualifierInfo &Element) {
  if (Vector.Spelling == Element.Spelling)
    return &Vector;
  if (Vector.Bits != Element.Bits)
    return nullptr;
  if (Vector.TypeClass == "b")
    return &Element;
  if (Element.TypeClass == "b")
    return &Vector;
  bool VectorInt = Vector.TypeClass == "u" || Vector.TypeClass == "s";
  bool ElementInt = Element.TypeClass == "u" || Element.TypeClass == "s";
  return VectorInt && ElementInt ? &Vector : nullptr;
}

/// `{a, b, e, f}`: four .f32 sources, registers of compatible types or
/// floating-point constants; no sinks.
void checkFourSources(FormMatch &M, CheckContext &Ctx) {
  EntryList<OperandInfo> Specs = operandsOf(M.Form);
  const QualifierInfo *F32 = findType(".f32");
  for (size_t I = 0; I < Specs.size() && I < M.Inst.Operands.size(); ++I) {
    if (Specs[I].Kind != OperandKind::Any)
      continue;
    const Operand &Given = M.Inst.Operands[I];
    if (Given.K != Operand::Kind::Vector || Given.Elements.size() != 4) {
      M.Problems.push_back({DiagID::OperandKind, Given.Range,
                            "the sources operand must be a vector of four "
                            ".f32 values, {a, b, e, f}"});
      continue;
    }
    const QualifierInfo *First = nullptr, *Vector = nullptr;
    for (const Operand &Element : Given.Elements) {
      const Expr *E = Element.K == Operand::Kind::Expression ? Element.Value.get()
                                                             : nullptr;
      if (E && isConstant(*E)) {
        if (!floatConstantBits(*E))
          M.Problems.push_back({DiagID::OperandType, Element.Range,
                                "a constant source of an '.f32' conversion must "
                                "be a floating-point constant"});
        continue;
      }
      const QualifierInfo *Type = E ? registerType(*E, Ctx) : nullptr;
      if (!Type) {
        M.Problems.push_back({DiagID::OperandKind, Element.Range,
                              "each source in {a, b, e, f} must be a register "
                              "or a floating-point constant"});
        continue;
      }
      if (!First) {
        // ptxas types the vector by its first register...
        if (F32 && !registerFits(M.Form, *F32, *Type, /*InVector=*/true))
          M.Problems.push_back(
              {DiagID::OperandType, Element.Range,
               "register " + quoted(E->Text) + " of type " +
                   quoted(Type->Spelling) +
                   " cannot be a source of an '.f32' conversion"});
      } else if (const QualifierInfo *Joined = unify(*Vector, *Type)) {
        Vector = Joined;
      } else {
        // ... and takes the others while their types agree: equal, or one
        // of them bit-size of the same width, or both integers.
        M.Problems.push_back(
            {DiagID::OperandType, Element.Range,
             "the sources in {a, b, e, f} must have compatible types; " +
                 quoted(E->Text) + " is " + quoted(Type->Spelling) +
                 ", the ones before it " + quoted(Vector->Spelling)});
      }
      if (!First)
        First = Vector = Type;
    }
  }
}

constexpr NamedCheck Checks[] = {
    {"cvt-four-sources", checkFourSources},
};

} // namespace

const CheckTable ptxlint::ConvertChecks = makeCheckTable(Checks);
