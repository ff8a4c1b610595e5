//===- ReplayMain.cpp - Run a fuzz target's body over saved inputs --------===//
//
// Linked with one fuzz target's LLVMFuzzerTestOneInput instead of libFuzzer,
// so the inputs kept under test/fuzz/regressions/<target>/ are replayed by
// ctest in every build, with any compiler: a crash, a sanitizer report (in a
// sanitizer build) or a failed FUZZ_CHECK fails the test.
//
//   <target>-replay FILE|DIR...
//
// Directories are walked recursively, in sorted order; files whose names end
// in ".md" (notes about the inputs) are skipped. The name of each input is
// printed before it runs, so a failure shows which one it was. Exits 1 if an
// argument names nothing or a directory holds no input, so a replay test
// whose inputs went missing does not pass silently.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);

namespace fs = std::filesystem;

static bool isInput(const fs::path &Path) {
  return fs::is_regular_file(Path) && Path.extension() != ".md";
}

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s FILE|DIR...\n", argv[0]);
    return 2;
  }
  std::vector<fs::path> Inputs;
  for (int I = 1; I < argc; ++I) {
    fs::path Arg(argv[I]);
    std::error_code Error;
    if (fs::is_directory(Arg, Error)) {
      size_t Before = Inputs.size();
      for (const fs::directory_entry &Entry :
           fs::recursive_directory_iterator(Arg))
        if (isInput(Entry.path()))
          Inputs.push_back(Entry.path());
      if (Inputs.size() == Before) {
        std::fprintf(stderr, "%s: no inputs in '%s'\n", argv[0], argv[I]);
        return 1;
      }
      std::sort(Inputs.begin() + static_cast<std::ptrdiff_t>(Before),
                Inputs.end());
    } else if (fs::is_regular_file(Arg, Error)) {
      Inputs.push_back(Arg);
    } else {
      std::fprintf(stderr, "%s: no such file or directory: '%s'\n", argv[0],
                   argv[I]);
      return 1;
    }
  }

  for (const fs::path &Path : Inputs) {
    std::ifstream In(Path, std::ios::binary);
    std::string Bytes((std::istreambuf_iterator<char>(In)),
                      std::istreambuf_iterator<char>());
    if (!In && !In.eof()) {
      std::fprintf(stderr, "%s: cannot read '%s'\n", argv[0], Path.c_str());
      return 1;
    }
    std::fprintf(stderr, "replaying %s (%zu bytes)\n", Path.c_str(),
                 Bytes.size());
    auto Start = std::chrono::steady_clock::now();
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(Bytes.data()),
                           Bytes.size());
    double Seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - Start)
                         .count();
    std::fprintf(stderr, "  ok in %.3f s\n", Seconds);
  }
  std::fprintf(stderr, "%zu inputs replayed\n", Inputs.size());
  return 0;
}
