//===- ConstantEval.cpp ---------------------------------------------------===//

#include "ConstantEval.h"

#include <string>

using namespace ptxlint;

namespace {
std::optional<uint64_t> parseIntegerLiteral(std::string_view Text) {
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
} // namespace

std::optional<int64_t> ptxlint::evaluateInteger(const Expr &E) {
  auto Sub = [&](unsigned I) { return evaluateInteger(*E.Operands[I]); };
  switch (E.K) {
  case Expr::Kind::IntegerLiteral:
    if (auto V = parseIntegerLiteral(E.Text))
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
    switch (E.Text[0]) {
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
    std::string_view Op = E.Text;
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

bool ptxlint::isConstant(const Expr &E) {
  switch (E.K) {
  case Expr::Kind::IntegerLiteral:
  case Expr::Kind::FloatLiteral:
    return true;
  case Expr::Kind::Symbol:
    return E.Text == "WARP_SZ";
  case Expr::Kind::Call:
    return false;
  default:
    for (unsigned I = 0; I < E.numOperands(); ++I)
      if (!isConstant(*E.Operands[I]))
        return false;
    return true;
  }
}
