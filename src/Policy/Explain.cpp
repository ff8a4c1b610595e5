//===- Explain.cpp - Cache policies of a PTX module, in plain words -------===//
//
// `ptx-lint --explain`: for every createpolicy and every access with
// `.L2::cache_hint`, a note that says what the policy does, in
// cuda::access_property terms, whenever its value is known.
//
// Values are followed through the registers a function writes once, with
// a small evaluator for the instructions nvcc emits around libcu++'s
// descriptors: mov, cvt, integer arithmetic and logic, setp and selp
// (`selp.b64 %rd7, A, B, %p1` where %p1 comes from a constant), and
// createpolicy itself (folded as ptxas folds it). What is not known is
// said to be so.
//
//===----------------------------------------------------------------------===//

#include "ptxlint/AccessProperty.h"

#include "ptxlint/Parser.h"
#include "ptxlint/SourceFile.h"

#include "Check/ConstantEval.h"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <unordered_map>

using namespace ptxlint;

namespace {

struct Value {
  enum class Kind : uint8_t { Integer, Float, Predicate };
  Kind K = Kind::Integer;
  uint64_t Bits = 0;
  double Float = 0;
  bool Predicate = false;
};

/// An instruction's type qualifiers in order: `.u32`, `.f32`, ...
struct TypeInfo {
  char Class = 0; ///< 'u', 's', 'b', 'f', 'p' (pred).
  unsigned Bits = 0;
};

std::optional<TypeInfo> typeOf(std::string_view Modifier) {
  if (Modifier == ".pred")
    return TypeInfo{'p', 1};
  if (Modifier.size() < 3 || Modifier[0] != '.')
    return std::nullopt;
  char C = Modifier[1];
  if (C != 'u' && C != 's' && C != 'b' && C != 'f')
    return std::nullopt;
  unsigned Bits = 0;
  for (char D : Modifier.substr(2)) {
    if (D < '0' || D > '9')
      return std::nullopt;
    Bits = Bits * 10 + static_cast<unsigned>(D - '0');
  }
  if (Bits != 8 && Bits != 16 && Bits != 32 && Bits != 64)
    return std::nullopt;
  return TypeInfo{C, Bits};
}

uint64_t mask(unsigned Bits) {
  return Bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << Bits) - 1;
}

int64_t signExtend(uint64_t V, unsigned Bits) {
  if (Bits >= 64)
    return static_cast<int64_t>(V);
  uint64_t Sign = uint64_t(1) << (Bits - 1);
  return static_cast<int64_t>((V & mask(Bits)) ^ Sign) -
         static_cast<int64_t>(Sign);
}

std::string position(const SourceFile &Source, SourceRange R) {
  LineColumn LC = Source.lineColumn(R.Begin);
  return std::to_string(LC.Line) + ":" + std::to_string(LC.Column);
}

/// One function body, flattened, with who writes each register.
class FunctionValues {
public:
  explicit FunctionValues(const Function &F) {
    if (F.Parameters)
      for (const ParameterDecl &P : *F.Parameters)
        Parameters.push_back(P.Decl.Name.Text);
    gather(*F.Body);
  }

  std::vector<const Instruction *> Instructions;

  /// The instruction that writes Name, when exactly one does and it comes
  /// before At.
  const Instruction *onlyWriter(std::string_view Name, size_t At) const {
    auto It = Writers.find(Name);
    if (It == Writers.end() || It->second.size() != 1 || It->second[0] >= At)
      return nullptr;
    for (std::string_view P : Parameters)
      if (P == Name)
        return nullptr;
    return Instructions[It->second[0]];
  }
  size_t indexOf(const Instruction *I) const {
    auto It = Index.find(I);
    return It == Index.end() ? Instructions.size() : It->second;
  }

  /// The values operand O of the instruction at At may have: one when it
  /// is known, a few when it is a selp between known values on a condition
  /// known only at run time, none when it is not known.
  std::vector<Value> possible(const Operand &O, size_t At,
                              unsigned Depth) const {
    if (O.kind() != Operand::Kind::Expression || !O.value())
      return {};
    return possible(*O.value(), At, Depth);
  }

  std::vector<Value> possible(const Expr &E, size_t At, unsigned Depth) const {
    if (E.K == Expr::Kind::Paren && E.Operands[0])
      return possible(*E.Operands[0], At, Depth);
    if (isConstant(E)) {
      Value V;
      if (hasFloatLiteral(E)) {
        std::optional<double> F = evaluateFloat(E);
        if (!F)
          return {};
        V.K = Value::Kind::Float;
        V.Float = *F;
        return {V};
      }
      std::optional<int64_t> I = evaluateInteger(E);
      if (!I)
        return {};
      V.Bits = static_cast<uint64_t>(*I);
      return {V};
    }
    if (E.K != Expr::Kind::Symbol || !E.Component.empty() || Depth > 24)
      return {};
    const Instruction *W = onlyWriter(E.text(), At);
    if (!W)
      return {};
    return possibleResults(*W, indexOf(W), Depth + 1);
  }

  /// The one value of operand O, if it has exactly one.
  std::optional<Value> operand(const Operand &O, size_t At,
                               unsigned Depth) const {
    std::vector<Value> V = possible(O, At, Depth);
    if (V.size() != 1)
      return std::nullopt;
    return V.front();
  }

  /// The one value instruction I at At writes, if it has exactly one.
  std::optional<Value> evaluate(const Instruction &I, size_t At,
                                unsigned Depth) const {
    std::vector<Value> V = possibleResults(I, At, Depth);
    if (V.size() != 1)
      return std::nullopt;
    return V.front();
  }

  /// What instruction I at At may write to its first operand: every
  /// combination of its operands' possible values, while there are few.
  std::vector<Value> possibleResults(const Instruction &I, size_t At,
                                     unsigned Depth) const {
    // Each instruction is worked out once: chains that share registers
    // would otherwise be walked again for every path to them.
    if (auto It = Memo.find(At); It != Memo.end())
      return It->second;
    std::vector<Value> Result = workOut(I, At, Depth);
    Memo.emplace(At, Result);
    return Result;
  }

  std::vector<Value> workOut(const Instruction &I, size_t At,
                             unsigned Depth) const {
    constexpr size_t MaxValues = 4;
    if (I.Pred)
      return {}; // A guarded write may not happen.
    std::vector<std::vector<Value>> Args(I.operands().size());
    size_t Combinations = 1;
    for (size_t N = 1; N < I.operands().size(); ++N) {
      Args[N] = possible(I.operands()[N], At, Depth);
      Combinations *= std::max<size_t>(1, Args[N].size());
    }
    // selp on an unknown condition: either side.
    if (I.Opcode.text() == "selp" && I.operands().size() == 4 &&
        Args[3].size() != 1) {
      if (Args[1].empty() || Args[2].empty())
        return {};
      Args[3] = {Value{Value::Kind::Predicate, 0, 0, true},
                 Value{Value::Kind::Predicate, 0, 0, false}};
      Combinations = Args[1].size() * Args[2].size() * 2;
    }
    if (Combinations > 16)
      return {};
    std::vector<Value> Results;
    std::vector<std::optional<Value>> Chosen(I.operands().size());
    bool Unknown = false;
    // Odometer over the argument lists; an empty list is an unknown value.
    std::vector<size_t> Index(I.operands().size(), 0);
    while (true) {
      for (size_t N = 1; N < I.operands().size(); ++N)
        Chosen[N] = Args[N].empty() ? std::nullopt
                                    : std::optional<Value>(Args[N][Index[N]]);
      std::optional<Value> R = compute(I, Chosen);
      if (!R) {
        Unknown = true;
        break;
      }
      bool Seen = false;
      for (const Value &V : Results)
        Seen = Seen || (V.K == R->K && V.Bits == R->Bits &&
                        V.Predicate == R->Predicate &&
                        (V.Float == R->Float ||
                         (std::isnan(V.Float) && std::isnan(R->Float))));
      if (!Seen)
        Results.push_back(*R);
      size_t N = 1;
      for (; N < I.operands().size(); ++N) {
        if (Args[N].size() > 1 && ++Index[N] < Args[N].size())
          break;
        Index[N] = 0;
      }
      if (N >= I.operands().size())
        break;
    }
    if (Unknown || Results.size() > MaxValues)
      return {};
    return Results;
  }

  /// What instruction I writes when its operands have the values Args
  /// (Args[N] for operand N; unset: not known).
  std::optional<Value>
  compute(const Instruction &I,
          const std::vector<std::optional<Value>> &Args) const {
    std::string_view Op = I.Opcode.text();
    std::vector<TypeInfo> Types;
    std::vector<std::string_view> Other;
    for (const Modifier &M : I.modifiers()) {
      if (std::optional<TypeInfo> T = typeOf(M.text()))
        Types.push_back(*T);
      else
        Other.push_back(M.text());
    }
    auto has = [&](std::string_view M) {
      for (std::string_view O : Other)
        if (O == M)
          return true;
      return false;
    };
    auto arg = [&](size_t N) -> std::optional<Value> {
      if (N >= Args.size())
        return std::nullopt;
      return Args[N];
    };

    if (Op == "createpolicy")
      return createPolicy(I, arg(1));
    if (Types.empty())
      return std::nullopt;
    TypeInfo T = Types.back();

    if (Op == "mov" && I.operands().size() == 2) {
      std::optional<Value> A = arg(1);
      if (!A)
        return std::nullopt;
      if (A->K == Value::Kind::Integer)
        A->Bits &= mask(T.Bits);
      else if (A->K == Value::Kind::Float && T.Class != 'f') {
        // A float literal moved into a bit-size register: its bits.
        float F = static_cast<float>(A->Float);
        uint32_t B32;
        std::memcpy(&B32, &F, 4);
        if (T.Bits == 32)
          return Value{Value::Kind::Integer, B32, 0, false};
        return std::nullopt;
      }
      return A;
    }
    if (Op == "cvt" && Types.size() == 2 && I.operands().size() == 2)
      return convert(Types[0], Types[1], Other, arg(1));
    if (Op == "selp" && I.operands().size() == 4) {
      std::optional<Value> C = arg(3);
      if (!C || C->K != Value::Kind::Predicate)
        return std::nullopt;
      return C->Predicate ? arg(1) : arg(2);
    }
    if (Op == "setp" && I.operands().size() == 3 && Other.size() == 1 &&
        !I.operands()[0].pairedPredicate() && !I.operands()[0].pairedSink())
      return compare(Other[0], T, arg(1), arg(2));
    if (T.Class == 'f' || T.Class == 'p')
      return std::nullopt;
    // Integer arithmetic and logic, on T.Bits bits.
    std::optional<Value> A = arg(1);
    if (!A || A->K != Value::Kind::Integer)
      return std::nullopt;
    if (Op == "not" && I.operands().size() == 2)
      return Value{Value::Kind::Integer, ~A->Bits & mask(T.Bits), 0, false};
    std::optional<Value> B = arg(2);
    if (!B || B->K != Value::Kind::Integer || I.operands().size() != 3)
      return std::nullopt;
    uint64_t X = A->Bits & mask(T.Bits), Y = B->Bits & mask(T.Bits), R;
    bool Signed = T.Class == 's';
    if (Op == "and")
      R = X & Y;
    else if (Op == "or")
      R = X | Y;
    else if (Op == "xor")
      R = X ^ Y;
    else if (Op == "add")
      R = X + Y;
    else if (Op == "sub")
      R = X - Y;
    else if (Op == "mul" && has(".lo"))
      R = X * Y;
    else if (Op == "mul" && has(".wide") && T.Bits <= 32)
      return Value{Value::Kind::Integer,
                   Signed ? static_cast<uint64_t>(signExtend(X, T.Bits) *
                                                  signExtend(Y, T.Bits))
                          : X * Y,
                   0, false};
    else if (Op == "shl")
      R = (B->Bits & 0xFFFFFFFF) >= T.Bits ? 0 : X << (B->Bits & 0xFFFFFFFF);
    else if (Op == "shr") {
      uint64_t N = std::min<uint64_t>(B->Bits & 0xFFFFFFFF, T.Bits);
      if (Signed)
        R = static_cast<uint64_t>(N >= 64 ? (signExtend(X, T.Bits) < 0 ? -1 : 0)
                                          : signExtend(X, T.Bits) >> N);
      else
        R = N >= 64 ? 0 : X >> N;
    } else if (Op == "min" || Op == "max") {
      bool Less =
          Signed ? signExtend(X, T.Bits) < signExtend(Y, T.Bits) : X < Y;
      R = (Op == "min") == Less ? X : Y;
    } else
      return std::nullopt;
    return Value{Value::Kind::Integer, R & mask(T.Bits), 0, false};
  }

private:
  void gather(const Block &B) {
    for (const Statement &S : B.Statements) {
      if (const auto *Inner = S.getIf<Block>()) {
        gather(*Inner);
        continue;
      }
      const auto *I = S.getIf<Instruction>();
      if (!I)
        continue;
      size_t At = Instructions.size();
      Instructions.push_back(I);
      Index.emplace(I, At);
      // As the lint pass does: the first operand of an instruction is
      // what it writes, unless it is an address (st, red, ...).
      for (size_t N = 0; N < I->operands().size(); ++N) {
        const Operand &O = I->operands()[N];
        bool Written = N == 0 && O.kind() != Operand::Kind::Address;
        noteWrites(O, At, Written);
      }
    }
  }
  void noteWrites(const Operand &O, size_t At, bool Written) {
    if (O.kind() == Operand::Kind::Expression && O.value() &&
        O.value()->K == Expr::Kind::Symbol && Written)
      Writers[O.value()->text()].push_back(At);
    if (O.pairedPredicate() && O.pairedPredicate()->K == Expr::Kind::Symbol)
      Writers[O.pairedPredicate()->text()].push_back(At);
    for (const Operand &E : O.elements())
      noteWrites(E, At, Written || O.kind() == Operand::Kind::List);
  }

  std::optional<Value> convert(TypeInfo To, TypeInfo From,
                               const std::vector<std::string_view> &Other,
                               std::optional<Value> A) const {
    if (!A)
      return std::nullopt;
    std::string_view Rounding = Other.empty() ? "" : Other[0];
    if (From.Class == 'f' && To.Class != 'f') {
      if (A->K != Value::Kind::Float || !std::isfinite(A->Float))
        return std::nullopt;
      double F = From.Bits == 32 ? static_cast<float>(A->Float) : A->Float;
      if (Rounding == ".rzi")
        F = std::trunc(F);
      else if (Rounding == ".rmi")
        F = std::floor(F);
      else if (Rounding == ".rpi")
        F = std::ceil(F);
      else if (Rounding == ".rni")
        F = std::nearbyint(F);
      else
        return std::nullopt;
      // Float to integer conversions saturate (ISA 9.7.9.21).
      double Lo = To.Class == 's' ? -std::ldexp(1.0, To.Bits - 1) : 0.0;
      double Hi = To.Class == 's' ? std::ldexp(1.0, To.Bits - 1) - 1
                                  : std::ldexp(1.0, To.Bits) - 1;
      F = std::min(std::max(F, Lo), Hi);
      uint64_t Bits = To.Class == 's'
                          ? static_cast<uint64_t>(static_cast<int64_t>(F))
                          : static_cast<uint64_t>(F);
      return Value{Value::Kind::Integer, Bits & mask(To.Bits), 0, false};
    }
    if (From.Class != 'f' && To.Class != 'f' && A->K == Value::Kind::Integer) {
      uint64_t V = From.Class == 's'
                       ? static_cast<uint64_t>(signExtend(A->Bits, From.Bits))
                       : A->Bits & mask(From.Bits);
      return Value{Value::Kind::Integer, V & mask(To.Bits), 0, false};
    }
    return std::nullopt;
  }

  std::optional<Value> compare(std::string_view Cmp, TypeInfo T,
                               std::optional<Value> A,
                               std::optional<Value> B) const {
    if (!A || !B || A->K != B->K || A->K == Value::Kind::Predicate)
      return std::nullopt;
    int Order;
    if (A->K == Value::Kind::Float) {
      if (std::isnan(A->Float) || std::isnan(B->Float))
        return std::nullopt;
      Order = A->Float < B->Float ? -1 : A->Float > B->Float;
    } else if (T.Class == 's') {
      int64_t X = signExtend(A->Bits, T.Bits), Y = signExtend(B->Bits, T.Bits);
      Order = X < Y ? -1 : X > Y;
    } else {
      uint64_t X = A->Bits & mask(T.Bits), Y = B->Bits & mask(T.Bits);
      Order = X < Y ? -1 : X > Y;
    }
    bool R;
    if (Cmp == ".eq")
      R = Order == 0;
    else if (Cmp == ".ne")
      R = Order != 0;
    else if (Cmp == ".lt" || Cmp == ".lo")
      R = Order < 0;
    else if (Cmp == ".le" || Cmp == ".ls")
      R = Order <= 0;
    else if (Cmp == ".gt" || Cmp == ".hi")
      R = Order > 0;
    else if (Cmp == ".ge" || Cmp == ".hs")
      R = Order >= 0;
    else
      return std::nullopt;
    return Value{Value::Kind::Predicate, 0, 0, R};
  }

  std::optional<Value> createPolicy(const Instruction &I,
                                    std::optional<Value> Operand) const;

  std::vector<std::string_view> Parameters;
  std::unordered_map<std::string_view, std::vector<size_t>> Writers;
  std::unordered_map<const Instruction *, size_t> Index;
  mutable std::unordered_map<size_t, std::vector<Value>> Memo;
};

/// The parts of a createpolicy that matter here.
struct CreatePolicyParts {
  std::string Kind; ///< "range", "fractional", "cvt".
  EvictionPriority Primary = EvictionPriority::EvictUnchanged;
  EvictionPriority Secondary = EvictionPriority::EvictUnchanged;
  int Priorities = 0;
  bool Global = false;
};

std::optional<CreatePolicyParts> partsOf(const Instruction &I) {
  if (I.Opcode.text() != "createpolicy" || I.modifiers().empty())
    return std::nullopt;
  CreatePolicyParts P;
  P.Kind = std::string(I.modifiers()[0].text().substr(1));
  for (const Modifier &M : I.modifiers()) {
    if (M.text() == ".global")
      P.Global = true;
    for (EvictionPriority E :
         {EvictionPriority::EvictUnchanged, EvictionPriority::EvictFirst,
          EvictionPriority::EvictLast, EvictionPriority::EvictNormal})
      if (M.text() == prioritySpelling(E)) {
        (P.Priorities++ == 0 ? P.Primary : P.Secondary) = E;
      }
  }
  return P;
}

std::optional<Value>
FunctionValues::createPolicy(const Instruction &I,
                             std::optional<Value> Operand) const {
  std::optional<CreatePolicyParts> P = partsOf(I);
  if (!P)
    return std::nullopt;
  if (P->Kind == "cvt" && I.operands().size() == 2)
    return Operand;
  if (P->Kind != "fractional" || P->Priorities == 0)
    return std::nullopt;
  float Fraction = 1.0f;
  if (I.operands().size() == 2) {
    if (!Operand || Operand->K != Value::Kind::Float)
      return std::nullopt;
    Fraction = static_cast<float>(Operand->Float);
  }
  if (!(Fraction > 0.0f && Fraction <= 1.0f))
    return std::nullopt;
  // As ptxas folds it (measured): kind 2, the priorities, the fraction.
  uint64_t Primary = P->Primary == EvictionPriority::EvictUnchanged ? 0
                     : P->Primary == EvictionPriority::EvictFirst   ? 1
                     : P->Primary == EvictionPriority::EvictLast    ? 2
                                                                    : 3;
  uint64_t Bits = uint64_t(2) << 59 | Primary << 57 |
                  uint64_t(P->Secondary == EvictionPriority::EvictFirst) << 56 |
                  uint64_t(fractionFieldOf(Fraction)) << 52;
  return Value{Value::Kind::Integer, Bits, 0, false};
}

class Explainer {
public:
  Explainer(const SourceFile &Source, std::vector<Diagnostic> &Out)
      : Source(Source), Out(Out) {}

  void function(const Function &F) {
    if (!F.Body)
      return;
    FunctionValues Values(F);
    for (size_t At = 0; At < Values.Instructions.size(); ++At) {
      const Instruction &I = *Values.Instructions[At];
      if (I.Opcode.text() == "createpolicy")
        explainCreatePolicy(Values, I, At);
      for (const Modifier &M : I.modifiers())
        if (M.text() == ".L2::cache_hint" && !I.operands().empty())
          explainPolicyOperand(Values, I, At);
    }
  }

private:
  void note(SourceRange Range, std::string Message) {
    Diagnostic D{DiagID::NotePolicyExplanation,
                 Severity::Note,
                 Range,
                 std::move(Message),
                 {},
                 {},
                 {}};
    Out.push_back(std::move(D));
  }
  std::string text(SourceRange R) const {
    return std::string(Source.slice(R.Begin, R.End));
  }
  SourceRange mnemonicRange(const Instruction &I) const {
    SourceRange R = I.Opcode.Range;
    if (!I.modifiers().empty())
      R = R.merge(I.modifiers().back().Range);
    return R;
  }

  static std::string describe(uint64_t Bits) {
    DescriptorInfo D = decodeDescriptor(Bits);
    std::string Text = descriptorHex(Bits) + ", " + D.Summary;
    if (!D.valid()) {
      Text += "; not a valid descriptor:";
      for (size_t N = 0; N < D.Problems.size(); ++N)
        Text += (N ? "; " : " ") + D.Problems[N];
    }
    return Text;
  }

  void explainPolicyOperand(const FunctionValues &Values, const Instruction &I,
                            size_t At) {
    // The cache policy is the last operand of every form that takes one.
    const Operand &O = I.operands().back();
    std::string Name = text(O.range());
    std::vector<Value> Possible = Values.possible(O, At, 0);
    bool Integers = !Possible.empty();
    for (const Value &V : Possible)
      Integers = Integers && V.K == Value::Kind::Integer;
    if (Integers && Possible.size() == 1) {
      note(O.range(),
           "cache policy '" + Name + "' is " + describe(Possible[0].Bits));
      return;
    }
    if (Integers) {
      static const char *const Counts[] = {"", "", "two", "three", "four"};
      std::string Text = "cache policy '" + Name + "' is one of " +
                         Counts[Possible.size()] +
                         " descriptors, chosen at run time: ";
      for (size_t N = 0; N < Possible.size(); ++N)
        Text += (N ? "; or " : "") + describe(Possible[N].Bits);
      note(O.range(), Text);
      return;
    }
    if (O.kind() != Operand::Kind::Expression || !O.value() ||
        O.value()->K != Expr::Kind::Symbol) {
      note(O.range(), "cache policy '" + Name + "': its value is not known");
      return;
    }
    const Instruction *W = Values.onlyWriter(O.value()->text(), At);
    if (!W) {
      note(O.range(), "cache policy '" + Name +
                          "': its value is not known here "
                          "(no single instruction of the function writes it)");
      return;
    }
    size_t WAt = Values.indexOf(W);
    if (W->Opcode.text() == "createpolicy") {
      note(O.range(), "cache policy '" + Name +
                          "' is made by the createpolicy at " +
                          position(Source, W->Range) + " (explained there)");
      return;
    }
    // A descriptor built at run time around a constant: libcu++'s range
    // policy for a pointer only known then.
    if (W->Opcode.text() == "or" && W->operands().size() == 3) {
      for (size_t N : {size_t(1), size_t(2)}) {
        std::optional<Value> C = Values.operand(W->operands()[N], WAt, 1);
        if (!C || C->K != Value::Kind::Integer || C->Bits >> 56 == 0)
          continue;
        DescriptorInfo D =
            decodeDescriptor(C->Bits & ~((uint64_t(1) << 56) - 1));
        std::string Kind = D.K == DescriptorInfo::Kind::Range      ? "range"
                           : D.K == DescriptorInfo::Kind::Fraction ? "fraction"
                                                                   : "unknown";
        note(O.range(),
             "cache policy '" + Name +
                 "' is computed at run time (by the or "
                 "at " +
                 position(Source, W->Range) + "): a " + Kind + " policy, " +
                 std::string(prioritySpelling(D.Primary).substr(5)) +
                 " primary and " +
                 std::string(prioritySpelling(D.Secondary).substr(5)) +
                 " secondary (from the constant " + descriptorHex(C->Bits) +
                 "); its other fields are known only at run time" +
                 (D.K == DescriptorInfo::Kind::Range
                      ? " (libcu++ computes them from the range's pointer)"
                      : ""));
        return;
      }
    }
    note(O.range(), "cache policy '" + Name +
                        "': its value is computed at run "
                        "time (by the " +
                        std::string(W->Opcode.text()) + " at " +
                        position(Source, W->Range) + ")");
  }

  void explainCreatePolicy(const FunctionValues &Values, const Instruction &I,
                           size_t At) {
    std::optional<CreatePolicyParts> P = partsOf(I);
    SourceRange Where = mnemonicRange(I);
    if (!P)
      return;
    if (P->Kind == "cvt") {
      if (I.operands().size() != 2)
        return;
      std::optional<Value> V = Values.operand(I.operands()[1], At, 0);
      if (V && V->K == Value::Kind::Integer)
        note(Where,
             "createpolicy.cvt passes the access property on unchanged: " +
                 describe(V->Bits));
      else
        note(Where, "createpolicy.cvt converts an access property made at run "
                    "time; its value is not known");
      return;
    }
    Residence Primary = residenceOf(P->Primary);
    Residence Secondary =
        P->Priorities > 1 ? residenceOf(P->Secondary) : Residence::Global;
    if (P->Kind == "fractional") {
      float Fraction = 1.0f;
      bool Known = true;
      if (I.operands().size() == 2) {
        std::optional<Value> F = Values.operand(I.operands()[1], At, 0);
        Known = F && F->K == Value::Kind::Float;
        if (Known)
          Fraction = static_cast<float>(F->Float);
      }
      if (!Known) {
        note(Where, "a fraction policy: " +
                        std::string(prioritySpelling(P->Primary).substr(5)) +
                        " for a fraction of the accesses known only at run "
                        "time, " +
                        std::string(prioritySpelling(P->Secondary).substr(5)) +
                        " for the others");
        return;
      }
      AccessProperty AP =
          Fraction == 1.0f && Secondary == Residence::Global
              ? AccessProperty::of(Primary)
              : AccessProperty::interleaved(Primary, Fraction, Secondary);
      std::optional<Value> Folded = Values.evaluate(I, At, 0);
      std::string Text = "asks for " + toCXX(AP);
      if (Folded)
        Text += "; ptxas folds it into " + describe(Folded->Bits);
      L2Policy L = policyFor(AP);
      if (!L.Defined)
        Text += "; as an access property it is undefined: " + L.Problem;
      else if (L.HasPolicy && Folded && L.Descriptor != Folded->Bits)
        Text += "; libcu++ encodes " + descriptorHex(L.Descriptor) +
                " for that property instead (it truncates the probability)";
      note(Where, Text);
      return;
    }
    if (P->Kind == "range" && I.operands().size() == 4) {
      std::optional<Value> Leading = Values.operand(I.operands()[2], At, 0);
      std::optional<Value> Total = Values.operand(I.operands()[3], At, 0);
      auto Size = [&](const std::optional<Value> &V, const Operand &O) {
        return V && V->K == Value::Kind::Integer
                   ? std::to_string(V->Bits & 0xFFFFFFFF)
                   : text(O.range());
      };
      std::string Address = text(I.operands()[1].range());
      std::string Text =
          "a range policy: " +
          std::string(prioritySpelling(P->Primary).substr(5)) + " for " +
          Size(Leading, I.operands()[2]) + " bytes from " + Address + ", " +
          std::string(prioritySpelling(P->Secondary).substr(5)) +
          " for the rest of the " + Size(Total, I.operands()[3]) +
          " bytes around it (before and after); it asks for "
          "cuda::access_property(" +
          Address.substr(1, Address.size() - 2) + ", " +
          Size(Leading, I.operands()[2]) + ", " + Size(Total, I.operands()[3]) +
          ", cuda::access_property::" + std::string(residenceName(Primary)) +
          "{}" +
          (Secondary == Residence::Streaming
               ? ", cuda::access_property::streaming{}"
               : "") +
          "); the descriptor is computed at run time";
      if (Leading && Total && Leading->K == Value::Kind::Integer &&
          Total->K == Value::Kind::Integer) {
        L2Policy L = policyFor(AccessProperty::range(
            std::nullopt, Leading->Bits & 0xFFFFFFFF, Total->Bits & 0xFFFFFFFF,
            Primary, Secondary));
        if (!L.Defined)
          Text += "; as an access property it is undefined: " + L.Problem;
      }
      note(Where, Text);
    }
  }

  const SourceFile &Source;
  std::vector<Diagnostic> &Out;
};

} // namespace

std::vector<Diagnostic> ptxlint::explainPolicies(const SourceFile &Source) {
  DiagnosticEngine Diags;
  Module M = parseModule(Source, Diags);
  std::vector<Diagnostic> Out = Diags.takeDiagnostics();
  Explainer E(Source, Out);
  for (const TopLevelItem &Item : M.Items)
    if (const auto *F = std::get_if<Function>(&Item))
      E.function(*F);
  return Out;
}

std::vector<Diagnostic> ptxlint::explainText(std::string_view Text) {
  // A descriptor on its own.
  std::string Trimmed(Text);
  while (!Trimmed.empty() &&
         std::isspace(static_cast<unsigned char>(Trimmed.back())))
    Trimmed.pop_back();
  size_t Lead = 0;
  while (Lead < Trimmed.size() &&
         std::isspace(static_cast<unsigned char>(Trimmed[Lead])))
    ++Lead;
  std::string Word = Trimmed.substr(Lead);
  if (!Word.empty() && std::isdigit(static_cast<unsigned char>(Word[0]))) {
    char *End = nullptr;
    errno = 0;
    unsigned long long V = std::strtoull(Word.c_str(), &End, 0);
    if (!errno && *End == '\0') {
      DescriptorInfo D = decodeDescriptor(V);
      std::string Message = descriptorHex(V) + ": " + D.Summary;
      for (const std::string &P : D.Problems)
        Message += "; not a valid descriptor: " + P;
      return {Diagnostic{
          DiagID::NotePolicyExplanation,
          Severity::Note,
          {static_cast<uint32_t>(Lead), static_cast<uint32_t>(Trimmed.size())},
          Message,
          {},
          {},
          {}}};
    }
  }
  // Instructions: in a function of a module of their own.
  const std::string Prefix = ".version 9.0\n.target sm_90\n.address_size 64\n"
                             ".visible .entry __explain()\n{\n";
  std::string Body(Text);
  if (Body.find(';') == std::string::npos)
    Body += ";";
  auto Source = SourceFile::fromString("<text>", Prefix + Body + "\n}\n");
  std::vector<Diagnostic> All = explainPolicies(*Source);
  std::vector<Diagnostic> Result;
  uint32_t Shift = static_cast<uint32_t>(Prefix.size());
  for (Diagnostic &D : All) {
    if (D.Range.Begin < Shift || D.Range.End > Shift + Text.size())
      continue;
    D.Range = {D.Range.Begin - Shift, D.Range.End - Shift};
    D.Notes.clear();
    D.FixIts.clear();
    Result.push_back(std::move(D));
  }
  return Result;
}
