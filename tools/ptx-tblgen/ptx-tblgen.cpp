//===- ptx-tblgen.cpp - ptx-lint's TableGen backend -----------------------===//
//
// Reads the ISA description (src/ISA/*.td), the SASS tables
// (src/SASS/*.td) and the diagnostic catalog (src/Basic/Diagnostics.td)
// with LLVM's TableGen library and writes what the build needs from them:
// the C++ tables the checkers run on, and the reference documents. Like
// llvm-tblgen, it takes `-o` for the output and `-d` for a depfile that
// lists every .td it read.
//
//===----------------------------------------------------------------------===//

#include "Emitters.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/TableGen/Main.h"
#include "llvm/TableGen/Record.h"

using namespace llvm;

namespace {

enum ActionType {
  GenISATables,
  GenISADocs,
  GenDiagKinds,
  GenDiagDocs,
  GenSASSTables,
  GenISASlotNames
};

cl::opt<ActionType> Action(
    cl::desc("Action to perform:"),
    cl::values(clEnumValN(GenISATables, "gen-isa-tables",
                          "C++ tables of targets, qualifiers and forms"),
               clEnumValN(GenISADocs, "gen-isa-docs",
                          "Markdown reference of every form and qualifier"),
               clEnumValN(GenDiagKinds, "gen-diag-kinds",
                          "X-macro list of the diagnostic catalog"),
               clEnumValN(GenDiagDocs, "gen-diag-docs",
                          "Markdown reference of every diagnostic"),
               clEnumValN(GenSASSTables, "gen-sass-tables",
                          "C++ tables of the SASS cache-control model"),
               clEnumValN(GenISASlotNames, "gen-isa-slot-names",
                          "C++ constants for the slot names of the forms")),
    cl::Required);

bool runAction(raw_ostream &OS, RecordKeeper &Records) {
  switch (Action) {
  case GenISATables:
    ptxlint::tblgen::emitISATables(Records, OS);
    return false;
  case GenISADocs:
    ptxlint::tblgen::emitISADocs(Records, OS);
    return false;
  case GenDiagKinds:
    ptxlint::tblgen::emitDiagnosticKinds(Records, OS);
    return false;
  case GenDiagDocs:
    ptxlint::tblgen::emitDiagnosticDocs(Records, OS);
    return false;
  case GenSASSTables:
    ptxlint::tblgen::emitSASSTables(Records, OS);
    return false;
  case GenISASlotNames:
    ptxlint::tblgen::emitISASlotNames(Records, OS);
    return false;
  }
  return true;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::ParseCommandLineOptions(argc, argv);
  return TableGenMain(argv[0], &runAction);
}
