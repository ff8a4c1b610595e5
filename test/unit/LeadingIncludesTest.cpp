//===- LeadingIncludesTest.cpp - The headers a source starts with ---------===//
//
// leadingAngleIncludes (src/Cuda/LeadingIncludes.h) decides which part of
// a CUDA source may come precompiled: only library headers, only before
// anything that could change what they declare.
//
//===----------------------------------------------------------------------===//

#include "Cuda/LeadingIncludes.h"

#include <catch2/catch.hpp>

using namespace ptxlint;

using Names = std::vector<std::string>;

TEST_CASE("the angle includes a source starts with", "[cuda]") {
  CHECK(leadingAngleIncludes("#include <cuda/ptx>\n#include <cstdio>\n__global__ void k() {}\n") ==
        Names{"<cuda/ptx>", "<cstdio>"});
  CHECK(leadingAngleIncludes("#  include   <cuda/barrier>   // the barrier\r\n") ==
        Names{"<cuda/barrier>"});
  CHECK(leadingAngleIncludes("") == Names{});
  CHECK(leadingAngleIncludes("__global__ void k() {}\n#include <cstdio>\n") == Names{});
}

TEST_CASE("comments, blank lines and #pragma once come between them", "[cuda]") {
  const char *Source = "// Copyright\n"
                       "/* a licence\n"
                       "   on several lines */\n"
                       "\n"
                       "#pragma once\n"
                       "#include <cuda/ptx> /* first */\n"
                       "  /* between */ #include <cuda/std/cstdint>\n"
                       "#include <vector> /* a comment that\n"
                       "goes on */\n"
                       "int x;\n";
  CHECK(leadingAngleIncludes(Source) ==
        Names{"<cuda/ptx>", "<cuda/std/cstdint>", "<vector>"});
}

TEST_CASE("anything else ends them", "[cuda]") {
  // A macro may change what the headers after it declare.
  CHECK(leadingAngleIncludes("#include <a.h>\n#define CCCL_X 1\n#include <b.h>\n") ==
        Names{"<a.h>"});
  // A quoted include is the user's own header.
  CHECK(leadingAngleIncludes("#include <a.h>\n#include \"mine.cuh\"\n#include <b.h>\n") ==
        Names{"<a.h>"});
  CHECK(leadingAngleIncludes("#ifndef GUARD\n#include <a.h>\n") == Names{});
  CHECK(leadingAngleIncludes("#include <a.h> int x;\n#include <b.h>\n") == Names{});
  CHECK(leadingAngleIncludes("#include MACRO_HEADER\n") == Names{});
  CHECK(leadingAngleIncludes("#include <unclosed\n") == Names{});
}

TEST_CASE("a continued line gives up", "[cuda]") {
  CHECK(leadingAngleIncludes("#include <a.h>\n#include \\\n<b.h>\n") == Names{});
  CHECK(leadingAngleIncludes("// comment \\\n#include <a.h>\n") == Names{});
}
