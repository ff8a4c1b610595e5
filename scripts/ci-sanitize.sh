#!/bin/sh
# Builds ptx-lint with AddressSanitizer and UndefinedBehaviorSanitizer in
# build-sanitize/ and runs the test suite there. Usage: scripts/ci-sanitize.sh
# [ctest arguments], e.g. -E 'corpus|roundtrip' for a quicker run.
set -eu
cd "$(dirname "$0")/.."
cmake -S . -B build-sanitize -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DPTXLINT_SANITIZE=address,undefined
cmake --build build-sanitize
# ANTLR's runtime is not built with the sanitizers; leaks at exit in its
# static caches are not ours to report.
ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build-sanitize --output-on-failure -j 2 "$@"
