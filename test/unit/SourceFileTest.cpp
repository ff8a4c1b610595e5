//===- SourceFileTest.cpp -------------------------------------------------===//

#include "ptxlint/SourceFile.h"

#include <catch2/catch.hpp>

using namespace ptxlint;

TEST_CASE("offsets map to 1-based lines and byte columns", "[source]") {
  auto F = SourceFile::fromString("t.ptx", "ab\ncd\r\n\nxyz");
  CHECK(F->lineColumn(0).Line == 1);
  CHECK(F->lineColumn(1).Column == 2);
  CHECK(F->lineColumn(3).Line == 2);
  CHECK(F->lineColumn(3).Column == 1);
  CHECK(F->lineColumn(7).Line == 3);
  CHECK(F->lineColumn(8).Line == 4);
  CHECK(F->lineColumn(10).Line == 4);
  CHECK(F->lineColumn(10).Column == 3);
  CHECK(F->lineText(4) == "cd"); // Without the "\r".
  CHECK(F->lineText(9) == "xyz");
}

TEST_CASE("a missing file is an error naming it", "[source]") {
  std::string Error;
  auto F = SourceFile::open("/nonexistent/dir/x.ptx", Error);
  CHECK(!F);
  CHECK(Error.find("/nonexistent/dir/x.ptx") != std::string::npos);
}
