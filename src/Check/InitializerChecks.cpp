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

#include "ptxlint/NumberRuns.h"

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
    check(NodeView{I}, 0);
  }

private:
  /// An element built as nodes.
  struct NodeView {
    const Initializer &I;
    bool isList() const { return I.isList(); }
    size_t count() const { return elementCount(I); }
    SourceRange range() const { return I.Range; }
    ConstantKind kind() const {
      return I.Value ? constantKind(*I.Value) : ConstantKind::NotConstant;
    }
  };
  /// An element of a run of numbers, read back from the source.
  struct NumberView {
    const NumberElement &E;
    const NumberReader &Reader;
    bool isList() const { return E.IsList; }
    size_t count() const { return E.Count; }
    SourceRange range() const { return E.Range; }
    ConstantKind kind() const {
      return E.Float ? ConstantKind::Float : ConstantKind::Integer;
    }
  };

  template <typename View> bool check(const View &I, size_t Level) {
    if (Level < Sizes.size()) {
      if (!I.isList())
        return report(I.range(), "an element of array " + quoted(D.Name.Text) +
                                     " is a single value where a '{...}' "
                                     "list of the next dimension belongs");
      if (Sizes[Level] && I.count() > *Sizes[Level])
        return report(I.range(), "the list has " + std::to_string(I.count()) +
                                     " elements, more than the " +
                                     std::to_string(*Sizes[Level]) +
                                     " of that dimension of " +
                                     quoted(D.Name.Text));
      return checkElements(I, Level + 1);
    }
    if (Level == Sizes.size() && Shape.Lanes) {
      if (!I.isList() || I.count() != Shape.Lanes)
        return report(I.range(), "a vector of " + std::to_string(Shape.Lanes) +
                                     " lanes is initialized with a list of "
                                     "exactly " +
                                     std::to_string(Shape.Lanes) + " values");
      return checkElements(I, Level + 1);
    }
    if (I.isList())
      return report(I.range(), quoted(D.Name.Text) + " holds single " +
                                   quoted(Shape.Type) +
                                   " values, each initialized with a "
                                   "constant, not a '{...}' list");
    ConstantKind Kind = I.kind();
    if (Kind == ConstantKind::Invalid)
      return report(I.range(),
                    describeInvalidConstant(sourceText(Ctx, I.range())));
    bool Float = Kind == ConstantKind::Float;
    if (Type.InitialValues == isa::InitialValueKind::Integer && Float)
      return report(I.range(), "a " + quoted(Shape.Type) +
                                   " takes an integer or an address as its "
                                   "initial value, not a floating-point "
                                   "number");
    if (Type.InitialValues == isa::InitialValueKind::Float && !Float)
      return report(I.range(), "a " + quoted(Shape.Type) +
                                   " takes a floating-point number as its "
                                   "initial value, such as 1.0");
    return true;
  }

  /// The elements of a list, at Level. A run of numbers is read back from
  /// the source only when its shape says an element of it may be wrong.
  bool checkElements(const NodeView &List, size_t Level) {
    for (const Initializer &Element : List.I.Elements) {
      if (Element.K != Initializer::Kind::Numbers) {
        if (!check(NodeView{Element}, Level))
          return false;
        continue;
      }
      if (!mayBeWrong(*Element.Numbers, Level))
        continue;
      NumberReader Reader(Element);
      if (!checkNumbers(Reader, Level))
        return false;
    }
    return true;
  }
  bool checkElements(const NumberView &List, size_t Level) {
    NumberReader Inside = List.Reader.inside(List.E);
    return checkNumbers(Inside, Level);
  }
  bool checkNumbers(NumberReader &Reader, size_t Level) {
    NumberElement Number;
    while (Reader.next(Number))
      if (!check(NumberView{Number, Reader}, Level))
        return false;
    return true;
  }

  /// Whether check could report anything on a run of elements at Level,
  /// as far as its shape tells: never false where it could.
  bool mayBeWrong(const NumberShape &Run, size_t Level) const {
    for (unsigned Depth = 0; Depth < NumberShape::MaxDepth; ++Depth) {
      const NumberShape::Level &Here = Run.Levels[Depth];
      size_t At = Level + Depth;
      if (At < Sizes.size()) {
        if (Here.Numbers ||
            (Here.Lists && Sizes[At] && Here.MostElements > *Sizes[At]))
          return true;
      } else if (At == Sizes.size() && Shape.Lanes) {
        if (Here.Numbers ||
            (Here.Lists && (Here.FewestElements != Shape.Lanes ||
                            Here.MostElements != Shape.Lanes)))
          return true;
      } else if (Here.Lists) {
        return true;
      }
    }
    return (Type.InitialValues == isa::InitialValueKind::Integer &&
            Run.Floats) ||
           (Type.InitialValues == isa::InitialValueKind::Float &&
            Run.Integers);
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
