//===- AsmChecker.cpp - One asm statement, checked for one target ---------===//

#include "AsmChecker.h"

#include "AsmText.h"
#include "SyntheticModule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"

using namespace ptxlint;

namespace {

/// Stands for a position of the PTX in a cached message, until the
/// statement it is reported for says which line and column it is.
constexpr char PositionOpen = '\x02', PositionClose = '\x03';

std::string describeTakes(const ConstraintFacts &Facts) {
  if (Facts.Floating)
    return Facts.Bytes == 4 ? "a float" : "a double";
  // Pointers are 8 bytes: device code is 64-bit.
  return (Facts.Bytes == 8 ? "an " : "a ") + std::to_string(Facts.Bytes) +
         "-byte integer" + (Facts.Bytes == 8 ? ", enum or pointer" : " or enum");
}

/// A replacement for the inside of a string literal.
std::string escapeForLiteral(std::string_view Text, bool Extended) {
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '%' && Extended &&
        !(I + 1 < Text.size() && isdigit(static_cast<unsigned char>(Text[I + 1]))))
      Out += "%%";
    else if (C == '"' || C == '\\')
      Out += {'\\', C};
    else if (C == '\n')
      Out += "\\n";
    else if (C == '\t')
      Out += "\\t";
    else
      Out += C;
  }
  return Out;
}

/// How many source characters spell the string byte at Loc.
unsigned spellingLength(const clang::SourceManager &SM, clang::SourceLocation Loc) {
  bool Invalid = false;
  const char *P = SM.getCharacterData(Loc, &Invalid);
  if (Invalid || *P != '\\')
    return 1;
  char Kind = P[1];
  unsigned Length = 2;
  auto more = [&](auto Accept, unsigned Max) {
    while (Length < Max && Accept(P[Length]))
      ++Length;
  };
  if (Kind == 'x')
    more([](char C) { return isxdigit(static_cast<unsigned char>(C)) != 0; }, 64);
  else if (Kind >= '0' && Kind <= '7')
    more([](char C) { return C >= '0' && C <= '7'; }, 4);
  else if (Kind == 'u')
    Length = 6;
  else if (Kind == 'U')
    Length = 10;
  return Length;
}

struct OperandSource {
  const clang::StringLiteral *Constraint = nullptr;
  const clang::Expr *Value = nullptr;
};

} // namespace

LocatedDiagnostic *AsmChecker::report(Diagnostic D, clang::SourceLocation Begin,
                                      clang::SourceLocation End) {
  const clang::SourceManager &SM = Context->getSourceManager();
  Begin = SM.getSpellingLoc(Begin);
  End = SM.getSpellingLoc(End);
  auto [File, BeginOffset] = SM.getDecomposedLoc(Begin);
  auto [EndFile, EndOffset] = SM.getDecomposedLoc(End);
  const clang::FileEntry *Entry = SM.getFileEntryForID(File);
  if (!Entry)
    return nullptr;
  if (EndFile != File || EndOffset < BeginOffset)
    EndOffset = BeginOffset;
  D.Range = {BeginOffset, EndOffset};
  std::string Name = displayPath(Entry->getName());
  auto Key = std::make_tuple(Name, D.Range.Begin, D.Range.End,
                             static_cast<uint16_t>(D.ID), D.Message);
  if (!Reported.insert(Key).second)
    return nullptr;
  Out.push_back({std::move(Name), std::move(D), SM.isInSystemHeader(Begin), !Compiled});
  return &Out.back();
}

void AsmChecker::check(const clang::GCCAsmStmt &S, const clang::FunctionDecl &Function,
                       bool Entry, bool Compiled) {
  ++Statements;
  this->Compiled = Compiled;
  const clang::StringLiteral *Literal = S.getAsmString();
  if (!Literal || Literal->getCharByteWidth() != 1)
    return;
  const clang::SourceManager &SM = Context->getSourceManager();
  const clang::LangOptions &LangOpts = Context->getLangOpts();
  const clang::TargetInfo &TargetInfo = Context->getTargetInfo();

  std::vector<AsmOperand> Operands;
  std::vector<OperandSource> Sources;
  auto addOperand = [&](llvm::StringRef Name, llvm::StringRef Constraint,
                        const clang::StringLiteral *ConstraintLiteral,
                        const clang::Expr *Value) {
    AsmOperand Operand;
    Operand.Name = std::string(Name);
    Operand.Input = !Constraint.startswith("=");
    Operand.Letter = constraintLetter(std::string_view(Constraint.data(), Constraint.size()));
    Operands.push_back(Operand);
    Sources.push_back({ConstraintLiteral, Value});
  };
  for (unsigned I = 0; I < S.getNumOutputs(); ++I)
    addOperand(S.getOutputName(I), S.getOutputConstraint(I),
               S.getOutputConstraintLiteral(I), S.getOutputExpr(I));
  for (unsigned I = 0; I < S.getNumInputs(); ++I)
    addOperand(S.getInputName(I), S.getInputConstraint(I),
               S.getInputConstraintLiteral(I), S.getInputExpr(I));

  // The C++ side, as nvcc's front end checks it.
  for (size_t I = 0; I < Operands.size(); ++I) {
    const clang::Expr *Value = Sources[I].Value;
    const ConstraintFacts *Facts = constraintFacts(Operands[I].Letter);
    if (!Value || !Facts || Value->isValueDependent() || Value->isTypeDependent())
      continue;
    clang::SourceLocation Begin = Sources[I].Constraint->getBeginLoc();
    clang::SourceLocation End =
        clang::Lexer::getLocForEndOfToken(Value->getEndLoc(), 0, SM, LangOpts);
    if (Operands[I].Letter == 'n') {
      clang::Expr::EvalResult Result;
      if (Value->EvaluateAsInt(Result, *Context)) {
        Operands[I].Immediate = llvm::toString(Result.Val.getInt(), 10);
      } else {
        Diagnostic D{DiagID::AsmOperandNotConstant, Severity::Error, {}, {}, {}, {}, {}};
        D.Message = "an \"n\" operand must be an integral constant expression; "
                    "pass a value known only at run time with \"r\" or \"l\"";
        report(std::move(D), Value->getBeginLoc(), End);
      }
      continue;
    }
    clang::QualType Type = Value->getType();
    if (Type->isIncompleteType())
      continue; // clang has said what is wrong with it.
    uint64_t Bytes = Context->getTypeSizeInChars(Type).getQuantity();
    bool Floating = Type->isRealFloatingType();
    bool Integral = Type->isIntegralOrEnumerationType() || Type->isPointerType() ||
                    Type->isNullPtrType();
    if (Bytes == Facts->Bytes && (Facts->Floating ? Floating : Integral))
      continue;
    Diagnostic D{DiagID::AsmOperandType, Severity::Error, {}, {}, {}, {}, {}};
    std::string Letter(1, Operands[I].Letter);
    if (!Type->isScalarType())
      D.Message = "asm operand of type '" + Type.getAsString() +
                  "' is not a scalar, and nvcc takes only scalars; pass its " +
                  "bytes as " + describeTakes(*Facts) + " for constraint \"" +
                  Letter + "\"";
    else
      D.Message = "asm operand of type '" + Type.getAsString() + "' (" +
                  std::to_string(Bytes) + (Bytes == 1 ? " byte" : " bytes") +
                  ") does not fit constraint \"" + Letter + "\", which takes " +
                  describeTakes(*Facts) + "; nvcc does not convert it";
    report(std::move(D), Begin, End);
  }

  bool Extended = !S.isSimple();
  RebuiltAsm Rebuilt = rebuildAsm(
      std::string_view(Literal->getString().data(), Literal->getString().size()),
      Operands, Extended);

  auto locationOfByte = [&](uint32_t Byte) {
    return Literal->getLocationOfByte(Byte, SM, LangOpts, TargetInfo);
  };
  auto literalLocations = [&](uint32_t LiteralBegin, uint32_t LiteralEnd) {
    clang::SourceLocation Begin = locationOfByte(LiteralBegin);
    if (LiteralEnd <= LiteralBegin)
      return std::make_pair(Begin, Begin);
    clang::SourceLocation Last = SM.getSpellingLoc(locationOfByte(LiteralEnd - 1));
    return std::make_pair(Begin, Last.getLocWithOffset(spellingLength(SM, Last)));
  };
  for (const AsmTextProblem &Problem : Rebuilt.Problems) {
    bool Symbolic = Problem.What == AsmTextProblem::SymbolicReference;
    Diagnostic D{Symbolic ? DiagID::AsmNamedOperand : DiagID::AsmOperandReference,
                 Severity::Error, {}, Problem.Message, {}, {}, {}};
    auto [Begin, End] = literalLocations(Problem.LiteralBegin, Problem.LiteralEnd);
    LocatedDiagnostic *Reported = report(std::move(D), Begin, End);
    // `%[name]` -> `%N`, where the literal spells it plainly.
    if (Reported && Symbolic &&
        Reported->D.Range.End - Reported->D.Range.Begin ==
            Problem.LiteralEnd - Problem.LiteralBegin)
      Reported->D.FixIts.push_back(
          {Reported->D.Range, "%" + std::to_string(Problem.Operand)});
  }

  std::string Key = std::string(Entry ? "entry\n" : "func\n") + Rebuilt.Parameters +
                    '\n' + Rebuilt.Declarations + '\x01' + Rebuilt.Body;
  auto [Form, New] = Forms.try_emplace(std::move(Key));
  if (New) {
    SyntheticFunction Spec;
    Spec.Target = Settings.Target;
    Spec.PTXVersion = Settings.PTXVersion;
    Spec.CUDARelease = Settings.CUDARelease;
    Spec.OneOfSeveralTargets = Settings.OneOfSeveralTargets;
    Spec.OverrideOrigin = "as nvcc " + Settings.CUDARelease + " compiles it";
    Spec.Declarations = Rebuilt.Declarations;
    Spec.Parameters = Rebuilt.Parameters;
    Spec.Entry = Entry;
    Form->second = checkInSyntheticFunction(
        Rebuilt.Body, Spec, Settings.Diagnostics, [](uint32_t Offset) {
          return PositionOpen + std::to_string(Offset) + PositionClose;
        });
  }

  // "set at 2:5" in this statement's terms: a line and column of the file.
  auto resolvePositions = [&](std::string Message) {
    for (size_t Open; (Open = Message.find(PositionOpen)) != std::string::npos;) {
      size_t Close = Message.find(PositionClose, Open);
      uint32_t Offset = static_cast<uint32_t>(std::stoul(Message.substr(Open + 1, Close - Open - 1)));
      auto Range = Rebuilt.literalRange(Offset, Offset + 1);
      clang::SourceLocation Loc = SM.getSpellingLoc(locationOfByte(Range.first));
      Message.replace(Open, Close - Open + 1,
                      std::to_string(SM.getSpellingLineNumber(Loc)) + ":" +
                          std::to_string(SM.getSpellingColumnNumber(Loc)));
    }
    return Message;
  };
  auto onStandIn = [&](SourceRange R) {
    for (auto [Begin, End] : Rebuilt.StandIns)
      if (R.Begin < End && R.End >= Begin)
        return true;
    return false;
  };

  for (const Diagnostic &Finding : Form->second) {
    if (onStandIn(Finding.Range))
      continue;
    Diagnostic D = Finding;
    D.Message = resolvePositions(D.Message);
    D.Notes.clear();
    D.FixIts.clear();
    auto Range = Rebuilt.literalRange(Finding.Range.Begin, Finding.Range.End);
    auto [Begin, End] = literalLocations(Range.first, Range.second);
    if (!Compiled && D.Level == Severity::Error)
      D.Level = Severity::Warning;
    LocatedDiagnostic *Reported = report(std::move(D), Begin, End);
    if (!Reported)
      continue;
    auto [File, Offset] = SM.getDecomposedLoc(SM.getSpellingLoc(Begin));
    auto inFile = [&](clang::SourceLocation A, clang::SourceLocation B,
                      SourceRange &Result) {
      auto [FileA, OffsetA] = SM.getDecomposedLoc(SM.getSpellingLoc(A));
      auto [FileB, OffsetB] = SM.getDecomposedLoc(SM.getSpellingLoc(B));
      if (FileA != File || FileB != File || OffsetB < OffsetA)
        return false;
      Result = {OffsetA, OffsetB};
      return true;
    };
    for (const DiagnosticNote &Note : Finding.Notes) {
      auto NoteRange = Rebuilt.literalRange(Note.Range.Begin, Note.Range.End);
      auto [NoteBegin, NoteEnd] = literalLocations(NoteRange.first, NoteRange.second);
      SourceRange Mapped;
      if (inFile(NoteBegin, NoteEnd, Mapped))
        Reported->D.Notes.push_back({Mapped, resolvePositions(Note.Message)});
    }
    // Where the register's type comes from.
    int Operand = Finding.ID == DiagID::OperandType
                      ? Rebuilt.operandAt(Finding.Range.Begin, Finding.Range.End)
                      : -1;
    if (Operand >= 0) {
      const ConstraintFacts *Facts = constraintFacts(Operands[Operand].Letter);
      const clang::StringLiteral *Constraint = Sources[Operand].Constraint;
      SourceRange Mapped;
      if (Facts && *Facts->RegisterType &&
          inFile(Constraint->getBeginLoc(),
                 clang::Lexer::getLocForEndOfToken(Constraint->getEndLoc(), 0, SM, LangOpts),
                 Mapped))
        Reported->D.Notes.push_back(
            {Mapped, "operand " + std::to_string(Operand) + " has constraint \"" +
                         std::string(1, Operands[Operand].Letter) +
                         "\": nvcc passes it in a " + Facts->RegisterType + " register"});
    }
    // Which instantiation made this PTX, when the statement is a template's.
    if (Function.isTemplateInstantiation()) {
      SourceRange Mapped;
      clang::SourceLocation Where = SM.getFileLoc(Function.getPointOfInstantiation());
      std::string Name;
      llvm::raw_string_ostream OS(Name);
      Function.getNameForDiagnostic(OS, Context->getPrintingPolicy(), false);
      if (Where.isValid() && inFile(Where, Where, Mapped))
        Reported->D.Notes.push_back({Mapped, "in '" + OS.str() + "', instantiated here"});
    }
    if (!Compiled) {
      SourceRange Mapped;
      clang::SourceLocation Name = Function.getLocation();
      if (inFile(Name, Name, Mapped))
        Reported->D.Notes.push_back(
            {Mapped, "nothing compiled for the target calls '" +
                         Function.getNameAsString() +
                         "', so ptxas does not see this statement yet; it is an "
                         "error once something does"});
    }
    // A fix-it edits the literal only where its bytes are spelled plainly.
    for (const FixIt &Fix : Finding.FixIts) {
      auto FixRange = Rebuilt.literalRange(Fix.Range.Begin, Fix.Range.End);
      auto [FixBegin, FixEnd] = literalLocations(FixRange.first, FixRange.second);
      SourceRange Mapped;
      if (!inFile(FixBegin, FixEnd, Mapped) ||
          Mapped.End - Mapped.Begin != FixRange.second - FixRange.first)
        continue;
      Reported->D.FixIts.push_back({Mapped, escapeForLiteral(Fix.Replacement, Extended)});
    }
  }
}
