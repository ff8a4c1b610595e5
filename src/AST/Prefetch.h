//===- Prefetch.h - Reading a huge body's tree ahead of a walk --*- C++ -*-===//
//
// The checker and each lint pass walk a body's statements in order and read
// a few fields of each instruction: its opcode, a modifier, an operand's
// expression. In a body of a million instructions those nodes are hundreds
// of megabytes from anything the cache still holds, so every instruction
// costs a few cache misses, one after the other, for each field leads to
// the next. The nodes of one instruction are close together, though:
// the fast parser allocates its modifiers, operands and expressions, then
// the instruction, from one arena (src/Parse/FastParser.cpp), so that asking
// for the bytes just before an instruction a few statements ahead has
// them in the cache by the time the walk gets there. A prefetch is a hint:
// it never faults, whatever the address.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_AST_PREFETCH_H
#define PTXLINT_AST_PREFETCH_H

#include "ptxlint/AST.h"

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace ptxlint {

/// How many statements ahead a walk asks for: enough for the memory to
/// answer in time, few enough for the lines to be there still.
constexpr size_t PrefetchDistance = 8;

/// The size of a cache line on x86-64 and most AArch64 parts.
constexpr uintptr_t CacheLineBytes = 64;

/// Asks for the cache line at Address. GCC 12 at -O2 compiled the
/// __builtin_prefetch calls of these walks to nothing (the object code had
/// no prefetch instruction, and the walks were no faster), so on x86-64
/// the instruction is written out: a volatile asm statement is kept.
inline void prefetchLine(uintptr_t Address) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  asm volatile("prefetcht0 (%0)" : : "r"(Address));
#else
  __builtin_prefetch(reinterpret_cast<const void *>(Address));
#endif
}

/// Asks for the Lines cache lines that end with the one holding the last
/// byte of Node, NodeSize bytes long.
template <unsigned Lines>
inline void prefetchLinesBefore(const void *Node, size_t NodeSize) {
  uintptr_t Last = (reinterpret_cast<uintptr_t>(Node) + NodeSize - 1) &
                   ~(CacheLineBytes - 1);
  for (unsigned Line = 0; Line < Lines; ++Line)
    prefetchLine(Last - Line * CacheLineBytes);
}

/// An instruction and what was allocated for it: a load, a store or an
/// arithmetic instruction takes 250 to 350 bytes with its nodes.
inline void prefetchInstruction(const Instruction *I) {
  prefetchLinesBefore<6>(I, sizeof(Instruction));
}

/// A statement's node, with its instruction's nodes if it is one.
inline void prefetchStatement(const Statement &S) {
  S.visit([](const auto &Node) {
    using Type = std::decay_t<decltype(Node)>;
    if constexpr (std::is_same_v<Type, Instruction>)
      prefetchInstruction(&Node);
    else
      prefetchLinesBefore<1>(&Node, sizeof(Type));
  });
}

} // namespace ptxlint

#endif // PTXLINT_AST_PREFETCH_H
