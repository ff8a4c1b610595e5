//===- Variants.cpp -------------------------------------------------------===//

#include "Variants.h"

#include "Parse/ModuleChunker.h"

#include <vector>

using namespace ptxlint;

namespace {

/// Fragments inserted by mutation: every token kind of the lexer, the
/// grammar's rarer shapes, and bytes that are errors.
const char *const Fragments[] = {
    ";", ",", ":", "::", "{", "}", "(", ")", "[", "]", "@", "@!", "!", "=",
    "==", "!=", "<", ">", "<<", ">>", "<=", ">=", "&", "&&", "|", "||", "^",
    "~", "?", "+", "-", "*", "/", "%", "_", "$", ".", "\n", " ", "\t",
    "\r\n", "\"", "\\", "#", "'", "`", "\x80", "\xff",
    "", // Stands for a NUL byte.
    ".x", ".b", ".r", ".entry", ".func", ".version", ".target", ".loc",
    ".pragma", ".section", ".attribute", ".callprototype", ".branchtargets",
    ".calltargets", ".alias", ".file", ".address_size", ".entry::x",
    ".u32", ".global", ".L2::cache_hint", ".shared::", ".1",
    "function_name", "inlined_at", "%r1", "%tid.x", "$L__x", "_x", "a",
    "0", "017", "09", "0x1F", "0x", "0xU", "0b101", "0b2", "7U", "7u",
    "1.5", "1.", "1.5e", "1e5", "1e+", "0f3F800000", "0f3F80000",
    "0f3F8000000", "0d3FF0000000000000", "0d3FF", "1.5.x",
    "\"s\"", "\"a\\\"b\"", "\"unterminated", "/* c */", "/*", "*/", "// c\n",
    "@@DWARF .4byte 1\n", "@@DWAR",
    "(a)", "((a))", "(a)+1", "(a, b)", "()", "(.s64)", "(.s64) a", "-(-a)",
    "a ? b : c", "a|_", "_|p", "{a, b}|p", "[a].unified", "[a+4]", "generic(a)",
    "a[2]", "<10>", "= {1, {2, 3}}", "= 5",
    ".loc 1 2 3, function_name $f, inlined_at 1 2 3\n",
    ".loc 1 2 3, function_name .debug_str+16\n",
    "L1: .branchtargets L1, L2;\n", "t: .calltargets f, g;\n",
    "p: .callprototype (.param .b32 _) _ (.param .b64 _) .noreturn;\n",
    ".section .debug_info { L: .b8 1, 2 .b32 .debug_abbrev+4 }\n",
    ".pragma \"nounroll\";\n", ".reg .b32 %r<10>;\n", "{ ret; }",
    ".attribute(.managed)", ".attribute(.unified(19, 95))", ".align 8",
};

const char *const IntegerLiterals[] = {"0", "1", "42", "0x1F", "0x1fU", "017",
                                       "0b101", "7U", "4294967295"};
const char *const FloatLiterals[] = {"1.5", "1e5", "1.", "2.5e-3", "3E+2",
                                     "0f3F800000", "0d3FF0000000000000"};
const char *const Symbols[] = {"%r1", "a", "$L__x", "%tid.x", "%ntid.y", "_x",
                               "function_name", "inlined_at", "generic", "b"};
const char *const UnaryOperators[] = {"-", "+", "!", "~"};
const char *const BinaryOperators[] = {"*", "/", "%", "+", "-", "<<", ">>",
                                       "<", ">", "<=", ">=", "==", "!=",
                                       "&", "^", "|", "&&", "||"};
const char *const Opcodes[] = {"call", "mov", "add", "ld", "st", "bra", "tex",
                               "function_name", "x"};
const char *const Modifiers[] = {".u32", ".global", ".v4", ".L2::cache_hint",
                                 ".x", ".b", ".entry", ".loc", ".attribute",
                                 ".shared::cta", ".1", ".uni"};
const char *const Qualifiers[] = {".reg", ".param", ".global", ".align 8",
                                  ".b32", ".u64", ".v2", ".ptr", ".shared",
                                  ".attribute(.managed)",
                                  ".attribute(.unified(19, 95))"};
const char *const Names[] = {"%r", "a", "_", "%p", "function_name", "$x"};

} // namespace

uint64_t Variants::next() {
  // splitmix64: the same sequence on every platform.
  uint64_t Z = (State += 0x9E3779B97F4A7C15ull);
  Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ull;
  Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBull;
  return Z ^ (Z >> 31);
}

//===----------------------------------------------------------------------===//
// Mutants
//===----------------------------------------------------------------------===//

std::string Variants::mutate(std::string_view Text) {
  // Big inputs: a run of items a few kilobytes long, cut at item ends.
  std::string Out;
  constexpr size_t Small = 32 * 1024;
  if (Text.size() <= Small) {
    Out = std::string(Text);
  } else {
    if (CachedText.data() != Text.data() || CachedText.size() != Text.size()) {
      CachedItems.clear();
      for (const Chunk &C : splitIntoChunks(Text, 0))
        CachedItems.emplace_back(C.Begin, C.End);
      CachedText = Text;
    }
    const auto &Items = CachedItems;
    size_t First = below(Items.size());
    size_t Want = 2048 + below(16 * 1024), Last = First;
    while (Last + 1 < Items.size() &&
           Items[Last].second - Items[First].first < Want)
      ++Last;
    Out = std::string(Text.substr(Items[First].first,
                                  Items[Last].second - Items[First].first));
  }

  unsigned Steps = 1 + static_cast<unsigned>(below(3));
  for (unsigned Step = 0; Step < Steps; ++Step) {
    size_t At = Out.empty() ? 0 : below(Out.size() + 1);
    size_t Span = 1 + below(8);
    std::string_view Fragment = pick(Fragments);
    if (Fragment.empty())
      Fragment = std::string_view("\0", 1); // The NUL entry.
    switch (below(6)) {
    case 0: // Delete a few bytes.
      if (At < Out.size())
        Out.erase(At, Span);
      break;
    case 1: // Insert a fragment.
      Out.insert(At, Fragment.data(), Fragment.size());
      break;
    case 2: // Replace a few bytes with one.
      if (At < Out.size())
        Out.erase(At, Span);
      Out.insert(At, Fragment.data(), Fragment.size());
      break;
    case 3: { // Repeat a line.
      size_t Begin = Out.rfind('\n', At == 0 ? 0 : At - 1);
      Begin = Begin == std::string::npos ? 0 : Begin + 1;
      size_t End = Out.find('\n', At);
      End = End == std::string::npos ? Out.size() : End + 1;
      Out.insert(Begin, Out.substr(Begin, End - Begin));
      break;
    }
    case 4: // Any byte.
      Out.insert(At, 1, static_cast<char>(below(256)));
      break;
    default: { // Copy a few bytes of the input elsewhere.
      if (Out.empty())
        break;
      size_t From = below(Out.size());
      std::string Copy = Out.substr(From, Span);
      Out.insert(below(Out.size() + 1), Copy);
      break;
    }
    }
  }
  return Out;
}

//===----------------------------------------------------------------------===//
// Generated modules
//===----------------------------------------------------------------------===//

void Variants::space(std::string &Out) {
  size_t R = below(100);
  Out += R < 70 ? " " : R < 80 ? "" : R < 90 ? "\n" : R < 95 ? "\t"
       : R < 98 ? " /* c */ " : " // c\n";
}

void Variants::expr(std::string &Out, unsigned Depth) {
  size_t Choice = Depth == 0 ? below(3) : below(11);
  switch (Choice) {
  case 0:
    Out += pick(IntegerLiterals);
    return;
  case 1:
    Out += pick(FloatLiterals);
    return;
  case 2:
    Out += pick(Symbols);
    return;
  case 3:
    Out += pick(UnaryOperators);
    space(Out);
    expr(Out, Depth - 1);
    return;
  case 4:
    Out += chance(50) ? "(.s64)" : "( .u64 )";
    space(Out);
    expr(Out, Depth - 1);
    return;
  case 5:
  case 6:
  case 7:
    expr(Out, Depth - 1);
    space(Out);
    Out += pick(BinaryOperators);
    space(Out);
    expr(Out, Depth - 1);
    return;
  case 8:
    expr(Out, Depth - 1);
    Out += " ? ";
    expr(Out, Depth - 1);
    Out += " : ";
    expr(Out, Depth - 1);
    return;
  case 9:
    Out += "(";
    expr(Out, Depth - 1);
    Out += ")";
    return;
  default:
    Out += chance(50) ? "generic(" : "a[";
    bool Call = Out.back() == '(';
    expr(Out, Depth - 1);
    Out += Call ? ")" : "]";
    return;
  }
}

void Variants::operand(std::string &Out, unsigned Depth) {
  auto list = [&](const char *Open, const char *Close, size_t Min) {
    Out += Open;
    size_t N = Min + below(3);
    for (size_t I = 0; I < N; ++I) {
      if (I)
        Out += ", ";
      operand(Out, Depth - 1);
    }
    Out += Close;
  };
  switch (Depth == 0 ? 0 : below(12)) {
  case 0: case 1: case 2: case 3:
    expr(Out, Depth);
    return;
  case 4:
    expr(Out, Depth);
    Out += chance(50) ? "|_" : " | _";
    return;
  case 5:
    list("[", "]", 1);
    if (chance(20))
      Out += chance(50) ? ".unified" : ".x";
    return;
  case 6:
    list("{", "}", 1);
    if (chance(20)) {
      Out += "|";
      expr(Out, Depth - 1);
    }
    return;
  case 7:
    list("(", ")", 2);
    return;
  case 8:
    Out += "()";
    return;
  case 9: // `(a) + 1`, `((a)) * b`: an expression begun by a list's shape.
    Out += "(";
    operand(Out, Depth - 1);
    Out += ")";
    if (chance(50)) {
      Out += pick(BinaryOperators);
      expr(Out, Depth - 1);
    }
    return;
  case 10:
    Out += "(";
    operand(Out, Depth - 1);
    Out += ")";
    return;
  default:
    Out += "_";
    if (chance(40)) {
      Out += "|";
      expr(Out, Depth - 1);
    }
    return;
  }
}

void Variants::instruction(std::string &Out) {
  if (chance(20))
    Out += chance(50) ? "@%p1 " : "@!%p ";
  Out += pick(Opcodes);
  for (size_t N = below(4); N > 0; --N)
    Out += pick(Modifiers);
  size_t Operands = below(5);
  for (size_t I = 0; I < Operands; ++I) {
    Out += I ? "," : " ";
    space(Out);
    operand(Out, static_cast<unsigned>(below(4)));
  }
  Out += ";";
}

void Variants::initializer(std::string &Out, unsigned Depth) {
  if (Depth == 0 || chance(60)) {
    expr(Out, static_cast<unsigned>(below(3)));
    return;
  }
  Out += "{";
  for (size_t I = 0, N = 1 + below(3); I < N; ++I) {
    if (I)
      Out += ", ";
    initializer(Out, Depth - 1);
  }
  Out += "}";
}

void Variants::declaration(std::string &Out, bool Parameter) {
  for (size_t I = 0, N = 1 + below(3); I < N; ++I) {
    if (I)
      space(Out);
    Out += pick(Qualifiers);
  }
  size_t Declarators = Parameter ? 1 : 1 + below(3);
  for (size_t I = 0; I < Declarators; ++I) {
    Out += I ? ", " : " ";
    Out += pick(Names);
    if (chance(20))
      Out += "<10>";
    for (size_t D = below(3); D > 0; --D) {
      Out += "[";
      if (chance(70))
        expr(Out, static_cast<unsigned>(below(2)));
      Out += "]";
    }
    if (!Parameter && chance(25)) {
      Out += " = ";
      initializer(Out, 2);
    }
  }
  if (!Parameter)
    Out += ";";
}

void Variants::statement(std::string &Out, unsigned Depth) {
  auto parameters = [&] {
    Out += "(";
    for (size_t I = 0, N = below(3); I < N; ++I) {
      if (I)
        Out += ", ";
      declaration(Out, true);
    }
    Out += ")";
  };
  size_t R = below(100);
  if (R < 50) {
    instruction(Out);
  } else if (R < 58) {
    Out += chance(50) ? "L1:" : "$L__BB0_1 :";
  } else if (R < 68) {
    declaration(Out, false);
  } else if (R < 76) {
    // Mostly the shapes ptxas takes (no attribute, or both in order), and
    // now and then a name, an order or an expression it does not.
    Out += ".loc 1 2 3";
    if (chance(40)) {
      Out += ", function_name ";
      size_t Name = below(4);
      if (Name == 0)
        expr(Out, 1);
      else if (Name == 1)
        Out += chance(50) ? ".debug_str" : ".debug_str+16";
      else
        Out += chance(50) ? "$L__info_string0" : "$L__info_string1 + 0x4";
    }
    if (chance(35))
      Out += ", inlined_at 1 4 5";
  } else if (R < 79) {
    Out += ".pragma \"nounroll\";";
  } else if (R < 85) {
    if (Depth == 0) {
      instruction(Out);
    } else {
      Out += "{";
      for (size_t I = 0, N = below(4); I < N; ++I) {
        space(Out);
        statement(Out, Depth - 1);
      }
      Out += "}";
    }
  } else if (R < 88) {
    Out += "ts: .branchtargets L1, L2;";
  } else if (R < 90) {
    Out += "tg: .calltargets f, g;";
  } else if (R < 96) {
    Out += "proto: .callprototype ";
    if (chance(50))
      parameters();
    Out += " _ ";
    if (chance(70))
      parameters();
    if (chance(30))
      Out += " .noreturn";
    Out += ";";
  } else {
    Out += "@@DWARF .4byte 1\n";
  }
}

void Variants::function(std::string &Out) {
  auto parameters = [&] {
    Out += "(";
    for (size_t I = 0, N = below(3); I < N; ++I) {
      if (I)
        Out += ", ";
      declaration(Out, true);
    }
    Out += ")";
  };
  for (size_t N = below(3); N > 0; --N) {
    Out += chance(50) ? ".visible" : chance(50) ? ".weak" : ".extern";
    space(Out);
  }
  bool Entry = chance(50);
  Out += Entry ? ".entry " : ".func ";
  if (!Entry && chance(40))
    parameters();
  Out += chance(80) ? " k" : " function_name";
  if (chance(80))
    parameters();
  for (size_t N = below(3); N > 0; --N) {
    space(Out);
    Out += chance(25)   ? ".maxntid 256, 1, 1"
           : chance(33) ? ".noreturn"
           : chance(50) ? ".pragma \"nounroll\";"
                        : ".maxnreg 32";
  }
  if (chance(10)) {
    Out += ";";
    return;
  }
  Out += "\n{\n";
  for (size_t I = 0, N = below(12); I < N; ++I) {
    Out += "  ";
    statement(Out, 3);
    Out += "\n";
  }
  Out += "}";
}

void Variants::item(std::string &Out) {
  size_t R = below(100);
  if (R < 55) {
    function(Out);
  } else if (R < 70) {
    declaration(Out, false);
  } else if (R < 75) {
    Out += ".file 1 \"a.cu\"";
    if (chance(50))
      Out += ", 1700000000, 1234";
  } else if (R < 82) {
    Out += ".section .debug_info {";
    for (size_t I = 0, N = below(5); I < N; ++I) {
      space(Out);
      if (chance(30)) {
        Out += "L";
        Out += std::to_string(I);
        Out += ":";
      } else {
        Out += chance(50) ? ".b8 " : ".b32 ";
        for (size_t V = 0, M = 1 + below(3); V < M; ++V) {
          if (V)
            Out += ", ";
          if (chance(30))
            Out += chance(50) ? ".debug_abbrev" : ".debug_str-4";
          else
            expr(Out, 1);
        }
      }
    }
    Out += "\n}";
  } else if (R < 86) {
    Out += ".pragma \"a\", \"b\";";
  } else if (R < 90) {
    Out += ".alias a, b;";
  } else if (R < 94) {
    Out += ".target sm_90a, debug";
  } else if (R < 97) {
    Out += chance(50) ? ".version 8.5" : ".version 10.12";
  } else {
    Out += "@@DWARF .section .debug_line\n";
  }
}

std::string Variants::generate() {
  std::string Out = ".version 9.0\n.target sm_90a\n.address_size 64\n";
  for (size_t I = 0, N = 1 + below(6); I < N; ++I) {
    item(Out);
    Out += "\n";
  }
  return Out;
}
