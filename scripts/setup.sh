#!/bin/sh
# Installs what ptx-lint needs to build and test, from Debian's packages:
# the toolchain and libraries, strace and time for the robustness tests,
# clang-14 with its runtime for the fuzzers (docs/fuzzing.md), neovim,
# whose built-in LSP client tests ptx-lint --lsp (test/lsp/run_nvim.py),
# and pybind11 and pytest for the Python package (docs/python.md).
# Safe to run again: it installs only what is missing. Run it as root.
set -eu

packages="cmake ninja-build g++ python3 default-jre-headless antlr4 \
libantlr4-runtime-dev uuid-dev llvm-14-dev llvm-14-tools catch2 xz-utils \
strace time clang-14 libclang-rt-14-dev libclang-14-dev libclang-cpp14-dev \
neovim python3-dev pybind11-dev python3-pybind11 python3-pytest"

missing=""
for package in $packages; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $package"
  fi
done

if [ -z "$missing" ]; then
  echo "setup: all build dependencies are installed"
  exit 0
fi

echo "setup: installing$missing"
if [ "$(id -u)" -ne 0 ]; then
  echo "setup: installing packages needs root (try: sudo $0)" >&2
  exit 2
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086 # the list is meant to be split into words
apt-get install -y -qq --no-install-recommends $missing
