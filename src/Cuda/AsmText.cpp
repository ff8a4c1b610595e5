//===- AsmText.cpp - The PTX an asm statement puts into a kernel ----------===//

#include "AsmText.h"

#include <algorithm>
#include <cctype>

using namespace ptxlint;

namespace {

/// What nvcc makes of each constraint letter, as its PTX shows (`.reg
/// .b16 %rs`, `.b32 %r`, `.b64 %rd`, `.f32 %f`, `.f64 %fd`) and as its
/// front end checks the C++ operand ("asm operand type size(N) does not
/// match type/size implied by constraint").
constexpr ConstraintFacts Constraints[] = {
    {'h', ".b16", 2, false}, {'r', ".b32", 4, false},
    {'l', ".b64", 8, false}, {'q', ".b128", 16, false},
    {'f', ".f32", 4, true},  {'d', ".f64", 8, true},
    {'n', "", 0, false},
};

bool isDigit(char C) { return C >= '0' && C <= '9'; }

} // namespace

const ConstraintFacts *ptxlint::constraintFacts(char Letter) {
  for (const ConstraintFacts &Facts : Constraints)
    if (Facts.Letter == Letter)
      return &Facts;
  return nullptr;
}

char ptxlint::constraintLetter(std::string_view Constraint) {
  char Letter = 0;
  for (char C : Constraint) {
    if (C == '=' || C == '+' || C == '&' || C == ' ')
      continue;
    if (Letter)
      return 0;
    Letter = C;
  }
  return Letter;
}

std::pair<uint32_t, uint32_t> RebuiltAsm::literalRange(uint32_t Begin,
                                                       uint32_t End) const {
  if (Pieces.empty())
    return {0, 0};
  // Past the end: where the literal ends (a `;` the text lacks goes there).
  if (Begin >= Pieces.back().BodyEnd)
    return {Pieces.back().LiteralEnd, Pieces.back().LiteralEnd};
  auto Containing = [&](uint32_t Offset) {
    auto It = std::upper_bound(
        Pieces.begin(), Pieces.end(), Offset,
        [](uint32_t O, const AsmPiece &P) { return O < P.BodyEnd; });
    return It == Pieces.end() ? Pieces.end() - 1 : It;
  };
  auto First = Containing(Begin);
  uint32_t LiteralBegin =
      First->Operand >= 0 || First->BodyEnd - First->BodyBegin !=
                                 First->LiteralEnd - First->LiteralBegin
          ? First->LiteralBegin
          : First->LiteralBegin + std::min(Begin, First->BodyEnd) -
                std::min(First->BodyBegin, Begin);
  if (End <= Begin)
    return {LiteralBegin, LiteralBegin};
  auto Last = Containing(End - 1);
  uint32_t LiteralEnd =
      Last->Operand >= 0 ||
              Last->BodyEnd - Last->BodyBegin != Last->LiteralEnd - Last->LiteralBegin
          ? Last->LiteralEnd
          : Last->LiteralBegin + (std::min(End, Last->BodyEnd) - Last->BodyBegin);
  return {LiteralBegin, std::max(LiteralBegin, LiteralEnd)};
}

int RebuiltAsm::operandAt(uint32_t Begin, uint32_t End) const {
  for (const AsmPiece &P : Pieces)
    if (P.Operand >= 0 && Begin >= P.BodyBegin && End <= P.BodyEnd)
      return P.Operand;
  return -1;
}

RebuiltAsm ptxlint::rebuildAsm(std::string_view Literal,
                               const std::vector<AsmOperand> &Operands,
                               bool Extended) {
  RebuiltAsm R;
  auto copy = [&](uint32_t From, uint32_t To) {
    if (From >= To)
      return;
    if (!R.Pieces.empty() && R.Pieces.back().Operand < 0 &&
        R.Pieces.back().LiteralEnd == From &&
        R.Pieces.back().BodyEnd - R.Pieces.back().BodyBegin ==
            R.Pieces.back().LiteralEnd - R.Pieces.back().LiteralBegin) {
      R.Pieces.back().LiteralEnd = To;
      R.Pieces.back().BodyEnd += To - From;
    } else {
      auto At = static_cast<uint32_t>(R.Body.size());
      R.Pieces.push_back({At, At + (To - From), From, To, -1});
    }
    R.Body.append(Literal.substr(From, To - From));
  };
  auto emit = [&](std::string_view Text, uint32_t From, uint32_t To, int Operand) {
    auto At = static_cast<uint32_t>(R.Body.size());
    R.Body.append(Text);
    R.Pieces.push_back({At, static_cast<uint32_t>(R.Body.size()), From, To, Operand});
  };

  auto Size = static_cast<uint32_t>(Literal.size());
  if (!Extended) {
    copy(0, Size);
    return R;
  }
  std::vector<bool> Declared(Operands.size(), false);
  uint32_t Plain = 0;
  for (uint32_t I = 0; I < Size; ++I) {
    if (Literal[I] != '%' || I + 1 >= Size)
      continue;
    copy(Plain, I);
    char Next = Literal[I + 1];
    uint32_t End = I + 2;
    int Operand = -1;
    if (Next == '%') {
      emit("%", I, End, -1);
    } else if (isDigit(Next)) {
      while (End < Size && isDigit(Literal[End]))
        ++End;
      unsigned long Number = std::stoul(std::string(Literal.substr(I + 1, End - I - 1)));
      Operand = Number < Operands.size() ? static_cast<int>(Number) : -1;
      if (Operand < 0)
        R.Problems.push_back({AsmTextProblem::NoSuchOperand, I, End,
                              "'%" + std::to_string(Number) +
                                  "' names no operand: the statement has " +
                                  std::to_string(Operands.size())});
    } else if (Next == '[') {
      size_t Close = Literal.find(']', I + 2);
      End = Close == std::string_view::npos ? Size : static_cast<uint32_t>(Close + 1);
      std::string_view Name = Literal.substr(I + 2, End - I - 3);
      for (size_t N = 0; N < Operands.size(); ++N)
        if (!Operands[N].Name.empty() && Operands[N].Name == Name)
          Operand = static_cast<int>(N);
      if (Operand < 0)
        R.Problems.push_back({AsmTextProblem::NoSuchOperand, I, End,
                              "'%[" + std::string(Name) +
                                  "]' names no operand of the statement"});
      else
        R.Problems.push_back(
            {AsmTextProblem::SymbolicReference, I, End,
             "nvcc does not take an operand by name ('symbolic operand reference "
             "not supported'); write '%" + std::to_string(Operand) + "'",
             Operand});
    } else {
      // Not a reference: nvcc copies it as it is (`%laneid` written with a
      // single `%`), and ptxas sees it.
      Plain = I;
      continue;
    }
    Plain = End;
    if (Next == '%') {
      I = End - 1;
      continue;
    }
    if (Operand < 0) {
      // Keep the text, so that the rest still parses.
      copy(I, End);
    } else if (Operands[Operand].Letter == 'n') {
      const std::optional<std::string> &Value = Operands[Operand].Immediate;
      auto At = static_cast<uint32_t>(R.Body.size());
      emit(Value ? *Value : "1", I, End, Operand);
      if (!Value)
        R.StandIns.push_back({At, static_cast<uint32_t>(R.Body.size())});
    } else {
      emit("%" + std::to_string(Operand), I, End, Operand);
      Declared[Operand] = true;
    }
    I = End - 1;
  }
  copy(Plain, Size);

  for (size_t N = 0; N < Operands.size(); ++N) {
    const ConstraintFacts *Facts = constraintFacts(Operands[N].Letter);
    if (!Declared[N] || !Facts || !*Facts->RegisterType)
      continue;
    std::string Register = "%" + std::to_string(N);
    R.Declarations += std::string(".reg ") + Facts->RegisterType + " " + Register + ";\n";
    if (!Operands[N].Input)
      continue;
    std::string Parameter = "in_" + std::to_string(N);
    R.Parameters += std::string(R.Parameters.empty() ? "" : ", ") + ".param " +
                    Facts->RegisterType + " " + Parameter;
    R.Declarations += std::string("ld.param") + Facts->RegisterType + " " + Register +
                      ", [" + Parameter + "];\n";
  }
  return R;
}
