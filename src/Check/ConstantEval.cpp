//===- ConstantEval.cpp ---------------------------------------------------===//

#include "ConstantEval.h"

#include <cstdlib>
#include <cstring>
#include <string>

using namespace ptxlint;

std::optional<uint64_t> ptxlint::parseIntegerLiteral(std::string_view Text) {
  if (!Text.empty() && Text.back() == 'U')
    Text.remove_suffix(1);
  unsigned Base = 10;
  if (Text.size() > 1 && Text[0] == '0') {
    if (Text[1] == 'x' || Text[1] == 'X') {
      Base = 16;
      Text.remove_prefix(2);
    } else if (Text[1] == 'b' || Text[1] == 'B') {
      Base = 2;
      Text.remove_prefix(2);
    } else {
      Base = 8;
      Text.remove_prefix(1);
    }
  }
  uint64_t Value = 0;
  for (char C : Text) {
    unsigned Digit = C >= '0' && C <= '9'   ? C - '0'
                     : C >= 'a' && C <= 'f' ? C - 'a' + 10
                     : C >= 'A' && C <= 'F' ? C - 'A' + 10
                                            : 99;
    if (Digit >= Base)
      return std::nullopt;
    Value = Value * Base + Digit; // Wraps like ptxas, which truncates.
  }
  return Value;
}

std::optional<int64_t> ptxlint::evaluateInteger(const Expr &E) {
  auto Sub = [&](unsigned I) { return evaluateInteger(*E.Operands[I]); };
  switch (E.K) {
  case Expr::Kind::IntegerLiteral:
    if (auto V = parseIntegerLiteral(E.text()))
      return static_cast<int64_t>(*V);
    return std::nullopt;
  case Expr::Kind::Paren:
  case Expr::Kind::Cast:
    return Sub(0);
  case Expr::Kind::Unary: {
    auto V = Sub(0);
    if (!V)
      return std::nullopt;
    uint64_t U = static_cast<uint64_t>(*V);
    switch (E.text()[0]) {
    case '-': return static_cast<int64_t>(0 - U);
    case '+': return *V;
    case '~': return static_cast<int64_t>(~U);
    case '!': return *V == 0;
    }
    return std::nullopt;
  }
  case Expr::Kind::Binary: {
    auto L = Sub(0), R = Sub(1);
    if (!L || !R)
      return std::nullopt;
    uint64_t A = static_cast<uint64_t>(*L), B = static_cast<uint64_t>(*R);
    std::string_view Op = E.text();
    if (Op == "+") return static_cast<int64_t>(A + B);
    if (Op == "-") return static_cast<int64_t>(A - B);
    if (Op == "*") return static_cast<int64_t>(A * B);
    if (Op == "/") return B == 0 || (*L == INT64_MIN && *R == -1) ? std::nullopt : std::optional<int64_t>(*L / *R);
    if (Op == "%") return B == 0 || (*L == INT64_MIN && *R == -1) ? std::nullopt : std::optional<int64_t>(*L % *R);
    if (Op == "<<") return static_cast<int64_t>(B >= 64 ? 0 : A << B);
    if (Op == ">>") return B >= 64 ? (*L < 0 ? -1 : 0) : *L >> B;
    if (Op == "&") return static_cast<int64_t>(A & B);
    if (Op == "|") return static_cast<int64_t>(A | B);
    if (Op == "^") return static_cast<int64_t>(A ^ B);
    if (Op == "<") return *L < *R;
    if (Op == ">") return *L > *R;
    if (Op == "<=") return *L <= *R;
    if (Op == ">=") return *L >= *R;
    if (Op == "==") return *L == *R;
    if (Op == "!=") return *L != *R;
    if (Op == "&&") return *L && *R;
    if (Op == "||") return *L || *R;
    return std::nullopt;
  }
  case Expr::Kind::Conditional: {
    auto C = Sub(0);
    if (!C)
      return std::nullopt;
    return *C ? Sub(1) : Sub(2);
  }
  default:
    return std::nullopt;
  }
}

namespace {
/// The bits of a `0f`/`0d` literal's hexadecimal digits.
std::optional<uint64_t> hexBits(std::string_view Digits, size_t Count) {
  if (Digits.size() != Count)
    return std::nullopt;
  uint64_t Bits = 0;
  for (char C : Digits) {
    unsigned Digit = C >= '0' && C <= '9'   ? C - '0'
                     : C >= 'a' && C <= 'f' ? C - 'a' + 10
                     : C >= 'A' && C <= 'F' ? C - 'A' + 10
                                            : 16;
    if (Digit == 16)
      return std::nullopt;
    Bits = Bits << 4 | Digit;
  }
  return Bits;
}

/// 'f' for a `0f` literal, 'd' for `0d`, 0 for a decimal one.
char hexFloatKind(std::string_view Text) {
  if (Text.size() > 2 && Text[0] == '0')
    switch (Text[1]) {
    case 'f': case 'F': return 'f';
    case 'd': case 'D': return 'd';
    }
  return 0;
}

std::optional<double> parseFloatLiteral(std::string_view Text) {
  switch (hexFloatKind(Text)) {
  case 'f':
    if (auto Bits = hexBits(Text.substr(2), 8)) {
      uint32_t Narrow = static_cast<uint32_t>(*Bits);
      float F;
      std::memcpy(&F, &Narrow, sizeof F);
      return F;
    }
    return std::nullopt;
  case 'd':
    if (auto Bits = hexBits(Text.substr(2), 16)) {
      double D;
      std::memcpy(&D, &*Bits, sizeof D);
      return D;
    }
    return std::nullopt;
  }
  std::string Copy(Text);
  char *End = nullptr;
  double D = std::strtod(Copy.c_str(), &End);
  if (End != Copy.c_str() + Copy.size())
    return std::nullopt;
  return D;
}
} // namespace

std::optional<double> ptxlint::evaluateFloat(const Expr &E) {
  auto Sub = [&](unsigned I) { return evaluateFloat(*E.Operands[I]); };
  switch (E.K) {
  case Expr::Kind::FloatLiteral:
    return parseFloatLiteral(E.text());
  case Expr::Kind::Paren:
    return Sub(0);
  case Expr::Kind::Unary: {
    auto V = Sub(0);
    if (!V || (E.text() != "-" && E.text() != "+"))
      return std::nullopt;
    return E.text() == "-" ? -*V : *V;
  }
  case Expr::Kind::Binary: {
    auto L = Sub(0), R = Sub(1);
    if (!L || !R)
      return std::nullopt;
    std::string_view Op = E.text();
    if (Op == "+") return *L + *R;
    if (Op == "-") return *L - *R;
    if (Op == "*") return *L * *R;
    if (Op == "/") return *L / *R;
    return std::nullopt;
  }
  default:
    return std::nullopt;
  }
}

bool ptxlint::isSinglePrecisionHexLiteral(const Expr &E) {
  return E.K == Expr::Kind::FloatLiteral && hexFloatKind(E.text()) == 'f';
}

unsigned ptxlint::floatConstantBits(const Expr &E) {
  if (!evaluateFloat(E))
    return 0;
  const Expr *Root = &E;
  while (Root->K == Expr::Kind::Paren || Root->K == Expr::Kind::Unary)
    Root = Root->Operands[0].get();
  return Root->K == Expr::Kind::FloatLiteral &&
                 hexFloatKind(Root->text()) == 'f'
             ? 32
             : 64;
}

ConstantKind ptxlint::constantKind(const Expr &E) {
  auto Sub = [&](unsigned I) { return constantKind(*E.Operands[I]); };
  switch (E.K) {
  case Expr::Kind::IntegerLiteral:
    return ConstantKind::Integer;
  case Expr::Kind::FloatLiteral:
    return ConstantKind::Float;
  case Expr::Kind::Paren:
    return Sub(0);
  case Expr::Kind::Unary: {
    ConstantKind K = Sub(0);
    if (K != ConstantKind::Float || E.text() == "-" || E.text() == "+")
      return K;
    return ConstantKind::Invalid; // `!` and `~` take integers.
  }
  case Expr::Kind::Binary: {
    ConstantKind L = Sub(0), R = Sub(1);
    if (L == ConstantKind::Invalid || R == ConstantKind::Invalid)
      return ConstantKind::Invalid;
    if (L == ConstantKind::NotConstant || R == ConstantKind::NotConstant)
      return ConstantKind::NotConstant;
    if (L != R)
      return ConstantKind::Invalid;
    std::string_view Op = E.text();
    if (Op == "+" || Op == "-" || Op == "*" || Op == "/")
      return L;
    if (Op == "<" || Op == ">" || Op == "<=" || Op == ">=" || Op == "==" ||
        Op == "!=")
      return ConstantKind::Integer;
    return L == ConstantKind::Integer ? L : ConstantKind::Invalid;
  }
  case Expr::Kind::Conditional: {
    bool Constant = true;
    for (unsigned I = 0; I < 3; ++I) {
      ConstantKind K = Sub(I);
      if (K == ConstantKind::Invalid || K == ConstantKind::Float)
        return ConstantKind::Invalid; // All three are integers.
      Constant = Constant && K == ConstantKind::Integer;
    }
    return Constant ? ConstantKind::Integer : ConstantKind::NotConstant;
  }
  case Expr::Kind::Cast:
    return Sub(0) == ConstantKind::Integer ? ConstantKind::Integer
                                           : ConstantKind::NotConstant;
  default:
    return ConstantKind::NotConstant;
  }
}

std::string ptxlint::describeInvalidConstant(std::string_view Text) {
  return "'" + std::string(Text) +
         "' mixes integer and floating-point values, or applies an "
         "integer operator to floating-point ones, which ptxas refuses";
}

bool ptxlint::hasFloatLiteral(const Expr &E) {
  return firstFloatLiteral(E) != nullptr;
}

const Expr *ptxlint::firstFloatLiteral(const Expr &E) {
  if (E.K == Expr::Kind::FloatLiteral)
    return &E;
  for (unsigned I = 0; I < E.numOperands(); ++I)
    if (const Expr *Found = firstFloatLiteral(*E.Operands[I]))
      return Found;
  return nullptr;
}

bool ptxlint::isConstant(const Expr &E) {
  switch (E.K) {
  case Expr::Kind::IntegerLiteral:
  case Expr::Kind::FloatLiteral:
    return true;
  case Expr::Kind::Symbol:
    return E.text() == "WARP_SZ";
  case Expr::Kind::Call:
  case Expr::Kind::Index:
    return false;
  default:
    for (unsigned I = 0; I < E.numOperands(); ++I)
      if (!isConstant(*E.Operands[I]))
        return false;
    return true;
  }
}

bool ptxlint::overflowsInPtxas(std::string_view Literal) {
  bool Decimal = !Literal.empty() && Literal[0] >= '1' && Literal[0] <= '9';
  if (!Decimal)
    return false;
  uint64_t Value = 0;
  for (char C : Literal) {
    if (C < '0' || C > '9')
      break; // The `U` suffix.
    if (Value >> 63)
      return true;
    Value = Value * 10 + static_cast<uint64_t>(C - '0');
  }
  return false;
}

/// `name+c`, `name+c-d`, ...: the name an offset expression starts from,
/// or null if E is not of that shape. ptxas wants `+` right after the name
/// (`r-4` does not parse) and integer offsets; FloatOffset is set when an
/// offset is a floating-point constant.
const Expr *ptxlint::offsetBase(const Expr &E, bool &FloatOffset) {
  const Expr *Cur = &E;
  std::string_view FirstOp;
  while (Cur->K == Expr::Kind::Binary &&
         (Cur->text() == "+" || Cur->text() == "-") &&
         isConstant(*Cur->Operands[1]) && !isConstant(*Cur->Operands[0])) {
    FloatOffset = FloatOffset || hasFloatLiteral(*Cur->Operands[1]);
    FirstOp = Cur->text();
    Cur = Cur->Operands[0].get();
  }
  if (Cur == &E || FirstOp != "+" ||
      (Cur->K != Expr::Kind::Symbol && Cur->K != Expr::Kind::Index))
    return nullptr;
  return Cur;
}
