#!/bin/sh
# Builds the libFuzzer targets in build-fuzz/ with Clang and runs one of them
# (docs/fuzzing.md).
#
#   scripts/fuzz.sh TARGET [SECONDS [LIBFUZZER-ARGUMENT...]]
#   scripts/fuzz.sh --build-only
#
# TARGET is parse, lint, roundtrip, fix or instruction; SECONDS (default 600) is libFuzzer's
# -max_total_time, wall-clock time. Everything it writes is under
# build-fuzz/fuzz/, outside the sources:
#
#   seeds/             made on first use from ../shared (corpus, conformance)
#                      and test/lit by scripts/fuzz-seeds.py: modules/ for
#                      parse, lint, roundtrip and fix, instructions/ for
#                      instruction; read only to libFuzzer. FUZZ_RESEED=1
#                      makes them again.
#   TARGET/corpus/     the inputs the fuzzer found new coverage with; kept, so
#                      the next run starts where this one stopped
#   TARGET/artifacts/  crash-*, leak-*, timeout-*, oom-* and slow-unit-*
#                      inputs: copy what they show under
#                      test/fuzz/regressions/TARGET/ once fixed
#
# Environment:
#   CC, CXX              compilers (default clang-14, clang++-14)
#   FUZZ_BUILD_DIR       build directory (default build-fuzz)
#   FUZZ_TIMEOUT         seconds one input may take before it is reported as
#                        a hang (default 20). libFuzzer measures wall-clock
#                        time, so give long runs that may be SIGSTOPped a
#                        large value and rely on the slow-unit reports.
#   FUZZ_SLOW_UNIT       seconds after which an input is saved as slow-unit-*
#                        (default 5)
#   FUZZ_RSS_LIMIT_MB    memory limit (default 2048)
#   FUZZ_PID_FILE        if set, the fuzzer's process ID is in this file
#                        while it runs (one per line, removed when it ends),
#                        to SIGSTOP/SIGCONT a campaign around benchmarks
#
# At the end it prints the fuzzer's CPU time (user + system, as the kernel
# counts it for this shell's children) next to the wall-clock time, and the
# artifacts there are. The exit status is the fuzzer's: 0 when it found
# nothing.
set -eu
cd "$(dirname "$0")/.."

usage() {
  echo "usage: $0 parse|lint|roundtrip|fix|instruction [SECONDS [LIBFUZZER-ARGUMENT...]]" >&2
  echo "       $0 --build-only" >&2
  exit 2
}

[ $# -ge 1 ] || usage
target=$1
shift
case $target in
  parse|lint|roundtrip|fix|instruction|--build-only) ;;
  *) usage ;;
esac
seconds=600
if [ $# -ge 1 ]; then
  seconds=$1
  shift
fi

CC=${CC:-clang-14}
CXX=${CXX:-clang++-14}
build=${FUZZ_BUILD_DIR:-build-fuzz}
if ! command -v "$CXX" >/dev/null 2>&1; then
  echo "fuzz.sh: $CXX not found; libFuzzer needs Clang (apt-get install" \
       "clang-14 libclang-rt-14-dev)" >&2
  exit 2
fi

# Configure once; several fuzz.sh may start together, so builds take turns.
if [ ! -f "$build/build.ninja" ]; then
  CC=$CC CXX=$CXX cmake -S . -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPTXLINT_FUZZ=ON
fi
build_targets() {
  if command -v flock >/dev/null 2>&1; then
    flock "$build/.fuzz-build.lock" cmake --build "$build" --target "$@"
  else
    cmake --build "$build" --target "$@"
  fi
}
if [ "$target" = --build-only ]; then
  build_targets fuzzers
  exit 0
fi
build_targets "$target-fuzzer"

work=$build/fuzz
seeds=$work/seeds
if [ ! -d "$seeds/modules" ] || [ "${FUZZ_RESEED:-0}" = 1 ]; then
  # A private directory first, so a concurrent run never sees half a set.
  python3 scripts/fuzz-seeds.py "$seeds.tmp.$$"
  rm -rf "$seeds"
  mv "$seeds.tmp.$$" "$seeds"
fi
mkdir -p "$work/$target/corpus" "$work/$target/artifacts"
case $target in
  instruction) target_seeds=$seeds/instructions ;;
  *) target_seeds=$seeds/modules ;;
esac

# Leaks are reported (libFuzzer checks after every input that allocated
# more than it freed); the checks that make a finding stop the run.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1}
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_OPTIONS UBSAN_OPTIONS

times > "$work/$target/.times-before"
started=$(date +%s)
status=0
"$build/test/fuzz/$target-fuzzer" \
  -dict=test/fuzz/ptx.dict \
  -max_total_time="$seconds" \
  -timeout="${FUZZ_TIMEOUT:-20}" \
  -report_slow_units="${FUZZ_SLOW_UNIT:-5}" \
  -rss_limit_mb="${FUZZ_RSS_LIMIT_MB:-2048}" \
  -artifact_prefix="$work/$target/artifacts/" \
  -print_final_stats=1 \
  "$@" "$work/$target/corpus" "$target_seeds" &
fuzzer=$!
# Several runs share the file: each edit holds its lock.
edit_pid_file() {
  if command -v flock >/dev/null 2>&1; then
    flock "$FUZZ_PID_FILE.lock" sh -c "$1"
  else
    sh -c "$1"
  fi
}
if [ -n "${FUZZ_PID_FILE:-}" ]; then
  edit_pid_file "echo $fuzzer >> '$FUZZ_PID_FILE'"
fi
wait "$fuzzer" || status=$?
if [ -n "${FUZZ_PID_FILE:-}" ]; then
  # A stale ID could name another process by the time someone signals it.
  edit_pid_file "sed -i '/^$fuzzer\$/d' '$FUZZ_PID_FILE'"
fi
ended=$(date +%s)
times > "$work/$target/.times-after"

# `times` prints two lines, the shell's and its children's user and system
# time as 1m2.345s; the difference of the second lines is the fuzzer's.
cpu_seconds() {
  awk 'NR == 2 {
         total = 0
         for (i = 1; i <= 2; i++) {
           split($i, part, "m")
           sub("s", "", part[2])
           total += part[1] * 60 + part[2]
         }
         print total
       }' "$1"
}
cpu=$(awk -v a="$(cpu_seconds "$work/$target/.times-before")" \
          -v b="$(cpu_seconds "$work/$target/.times-after")" \
          'BEGIN { printf "%.0f", b - a }')
echo "fuzz.sh: $target ran $((ended - started)) s wall-clock, $cpu s CPU," \
     "exit status $status"
echo "fuzz.sh: corpus $work/$target/corpus:" \
     "$(find "$work/$target/corpus" -type f | wc -l) inputs"
artifacts=$(find "$work/$target/artifacts" -type f | wc -l)
if [ "$artifacts" -ne 0 ]; then
  echo "fuzz.sh: artifacts in $work/$target/artifacts:"
  ls -l "$work/$target/artifacts"
fi
exit "$status"
