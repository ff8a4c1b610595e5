//===- GeneratedFrom.h - The source line each instruction came from -*- C++ -*-===//
//
// A module compiled with line information (`.file` and `.loc`: Triton,
// clang or LLVM with -g or -gline-tables-only, nvcc with -lineinfo or -G)
// says which line of the program's source each instruction came from. The
// index records that while the module's items stream past the checkers,
// and afterwards gives every diagnostic on an instruction notes that point
// there, in the source file:
//
//   kernel.cu:7:5: note: generated from here
//   kernel.cu:27:5: note: inlined from here      (one per inlined_at link)
//
// The location of an instruction is that of the nearest `.loc` before it
// in its function, and a label's that of the instruction after it (ISA
// 11.5.4). A `.loc` with inlined_at names the call
// site of the inlined function by file, line and column; the latest `.loc`
// before it that gave that location continues the chain (this is how LLVM
// and nvcc write nested inlining). `.file` directives may come after the
// functions (LLVM writes them at the end), so file names are looked up
// only when the notes are made.
//
// What gives no note: an instruction before any `.loc` of its function; a
// `.loc` whose file number no `.file` names, whose line is 0 (DWARF's "no
// source line": code the compiler made up), or whose numbers do not fit
// in 32 bits. A chain stops at the first link that gives no note, and
// after MaxInlinedNotes links.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PIPELINE_GENERATEDFROM_H
#define PTXLINT_PIPELINE_GENERATEDFROM_H

#include "AST/StatementsInOrder.h"
#include "ptxlint/AST.h"
#include "ptxlint/Diagnostic.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace ptxlint {

class GeneratedFromIndex {
public:
  /// The most "inlined from" notes one diagnostic gets: a chain of
  /// hostile length must not multiply the output.
  static constexpr unsigned MaxInlinedNotes = 32;

  /// Records the `.file` names and the `.loc` directives of the function
  /// bodies in Item. Items must come in source order.
  void noteItem(const TopLevelItem &Item);

  /// Adds the notes to each diagnostic that begins in an instruction or
  /// label with a location; appended after the notes it has.
  void addNotes(std::vector<Diagnostic> &Diagnostics) const;

  /// The name a `.file` path (quotes included) gives: what is between the
  /// quotes, as written. A PTX string has no escapes (it ends at the next
  /// quote), so a backslash is part of the name: `"C:\src\k.cu"`.
  static std::string unquotePath(std::string_view Quoted);

private:
  static constexpr uint32_t None = UINT32_MAX;

  /// A location a `.loc` gave.
  struct Location {
    uint32_t File = 0, Line = 0, Column = 0;
    /// The location of the call site the code was inlined at, an earlier
    /// entry of Locations; None when not inlined.
    uint32_t InlinedAt = None;
    SourceRange Range; ///< What gave it: the `.loc`, or its inlined_at.
  };
  /// The instructions of a function a location holds for, from the first
  /// after the `.loc` (or the labels just before it) to the end of the
  /// last before the next `.loc`.
  struct Span {
    uint32_t Begin, End;
    uint32_t Location;
  };
  struct Place {
    uint32_t File, Line, Column;
    bool operator==(const Place &O) const {
      return File == O.File && Line == O.Line && Column == O.Column;
    }
  };
  struct PlaceHash {
    size_t operator()(const Place &P) const;
  };

  void noteBody(const Block &Body);
  /// Records the location of Loc and returns its index, or None when its
  /// numbers are not ones a location has.
  uint32_t noteLoc(const LocDirective &Loc);
  uint32_t addLocation(Place Where, uint32_t InlinedAt, SourceRange Range);
  static Place placeOf(const Location &L) { return {L.File, L.Line, L.Column}; }
  /// The latest entry of Locations at Where, or None.
  uint32_t latestAt(Place Where);
  /// The slot of LatestAt that holds Where's entry, or the free one where
  /// it goes.
  uint32_t &slotOf(Place Where);
  /// Makes Locations[Index] the latest at its place.
  void rememberLatest(uint32_t Index);

  std::vector<Location> Locations;
  std::vector<Span> Spans; ///< In source order.
  /// The latest entry of Locations at each place, which only inlined_at
  /// asks for: built at the first .loc with inlined_at (most modules have
  /// none, and a map of every place cost a third more time on a module
  /// with a .loc per instruction), then kept up to date. Open addressing
  /// over indices into Locations, None for a free slot, at most half full.
  std::vector<uint32_t> LatestAt;
  size_t LatestAtUsed = 0;
  bool Inlining = false;
  /// noteBody's stack of open scopes, kept between bodies: a module of
  /// many small functions would otherwise allocate one per function.
  ScopeStack WalkStack;
  /// The first `.file` of each number.
  std::unordered_map<uint32_t, std::string> FileNames;
};

} // namespace ptxlint

#endif // PTXLINT_PIPELINE_GENERATEDFROM_H
