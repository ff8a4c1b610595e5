//===- main.cpp - The ptx-lint command-line tool --------------------------===//

#include "CommandLine.h"

int main(int argc, char **argv) { return ptxlint::runCommandLine(argc, argv); }
