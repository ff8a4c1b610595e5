//===- InitializerChecks.cpp - Initial values against declarations ---------===//
//
// ptxas 13.0 checks an initial value's shape against the declaration's:
// its lists against the dimensions and the vector, each constant against
// the type (DeclaredTypes.td says which constants each type takes).
//
//===----------------------------------------------------------------------===//

#include "ConstantEval.h"
#include "DeclarationChecks.h"

#include "ISA/ISA.h"

using namespace ptxlint;

namespace {

/// An initializer against the shape of what it initializes (ptxas:
/// "Greater number of elements in array initializer", "Incorrect number
/// of elements in vector initializer", "Initial value type mismatch"): a
/// `{...}` of at most N elements for each dimension of N, one of exactly
/// as many elements as a vector has lanes, then a constant of a kind the
/// type takes. Reports the first problem only, as ptxas does.
class InitializerShape {
public:
  InitializerShape(CheckContext &Ctx, const Declarator &D,
                   const DeclarationShape &Shape,
                   const isa::DeclarableTypeInfo &Type)
      : Ctx(Ctx), D(D), Shape(Shape), Type(Type) {
    for (const ArrayDimension &Dimension : D.Dimensions) {
      std::optional<int64_t> Size =
          Dimension.Size ? evaluateInteger(*Dimension.Size) : std::nullopt;
      Sizes.push_back(Size && *Size >= 0 ? std::optional<uint64_t>(*Size)
                                         : std::nullopt);
    }
  }

  void check(const Initializer &I) {
    if (Type.InitialValues == isa::InitialValueKind::None) {
      report(I.Range, "a variable of type " + quoted(Shape.Type) +
                          " has no initial value; declare it with the "
                          "untyped type of its width to give it one");
      return;
    }
    check(I, 0);
  }

private:
  bool check(const Initializer &I, size_t Level) {
    if (Level < Sizes.size()) {
      if (!I.IsAggregate)
        return report(I.Range, "an element of array " + quoted(D.Name.Text) +
                                   " is initialized with a '{...}' list");
      if (Sizes[Level] && I.Elements.size() > *Sizes[Level])
        return report(I.Range, "the list has " +
                                   std::to_string(I.Elements.size()) +
                                   " elements, more than the " +
                                   std::to_string(*Sizes[Level]) +
                                   " of that dimension of " +
                                   quoted(D.Name.Text));
      for (const Initializer &Element : I.Elements)
        if (!check(Element, Level + 1))
          return false;
      return true;
    }
    if (Level == Sizes.size() && Shape.Lanes) {
      if (!I.IsAggregate || I.Elements.size() != Shape.Lanes)
        return report(I.Range, "a vector of " + std::to_string(Shape.Lanes) +
                                   " lanes is initialized with a list of "
                                   "exactly " +
                                   std::to_string(Shape.Lanes) + " values");
      for (const Initializer &Element : I.Elements)
        if (!check(Element, Level + 1))
          return false;
      return true;
    }
    if (I.IsAggregate)
      return report(I.Range, quoted(D.Name.Text) + " holds single " +
                                 quoted(Shape.Type) +
                                 " values, each initialized with a constant, "
                                 "not a '{...}' list");
    ConstantKind Kind =
        I.Value ? constantKind(*I.Value) : ConstantKind::NotConstant;
    if (Kind == ConstantKind::Invalid)
      return report(I.Range,
                    describeInvalidConstant(sourceText(Ctx, I.Range)));
    bool Float = Kind == ConstantKind::Float;
    if (Type.InitialValues == isa::InitialValueKind::Integer && Float)
      return report(I.Range, "a " + quoted(Shape.Type) +
                                 " takes an integer or an address as its "
                                 "initial value, not a floating-point "
                                 "number");
    if (Type.InitialValues == isa::InitialValueKind::Float && !Float)
      return report(I.Range, "a " + quoted(Shape.Type) +
                                 " takes a floating-point number as its "
                                 "initial value, such as 1.0");
    return true;
  }

  bool report(SourceRange Where, const std::string &Message) {
    Ctx.Diags.report(DiagID::InvalidInitializer, Where, Message);
    return false;
  }

  CheckContext &Ctx;
  const Declarator &D;
  const DeclarationShape &Shape;
  const isa::DeclarableTypeInfo &Type;
  /// Each dimension's size; none for `[]` or one that is not a constant.
  std::vector<std::optional<uint64_t>> Sizes;
};

} // namespace

void ptxlint::checkInitializer(CheckContext &Ctx, const Declarator &D,
                               const DeclarationShape &Shape,
                               const isa::DeclarableTypeInfo &Type) {
  if (D.Init)
    InitializerShape(Ctx, D, Shape, Type).check(*D.Init);
}
