# -DPTXLINT_FUZZ=ON builds the libFuzzer targets of test/fuzz (see
# docs/fuzzing.md and scripts/fuzz.sh). Everything is then compiled with
# coverage instrumentation for libFuzzer plus AddressSanitizer and
# UndefinedBehaviorSanitizer; only the fuzz targets link libFuzzer itself
# (ptxlint_add_fuzzer in test/fuzz/CMakeLists.txt). Off, nothing here has
# any effect: the normal g++ build does not see this file's settings.
option(PTXLINT_FUZZ "Build the libFuzzer targets (Clang only)" OFF)

if(NOT PTXLINT_FUZZ)
  return()
endif()

if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR
    "PTXLINT_FUZZ needs Clang (libFuzzer is part of Clang), but the C++ "
    "compiler is ${CMAKE_CXX_COMPILER_ID} (${CMAKE_CXX_COMPILER}). Configure "
    "a separate build directory with clang, for example:\n"
    "  CC=clang-14 CXX=clang++-14 cmake -S . -B build-fuzz -G Ninja "
    "-DPTXLINT_FUZZ=ON\n"
    "or run scripts/fuzz.sh, which does that.")
endif()
if(PTXLINT_SANITIZE)
  message(FATAL_ERROR
    "PTXLINT_FUZZ already builds with address and undefined; leave "
    "PTXLINT_SANITIZE empty in a fuzzing build.")
endif()

# fuzzer-no-link: the edge and comparison instrumentation libFuzzer steers
# by, without libFuzzer's main(), so the libraries and the other programs
# of the build still link as usual. -UNDEBUG keeps assert() armed whatever
# the build type: a fuzzer is the best chance an assertion has to fire.
add_compile_options(-fsanitize=fuzzer-no-link,address,undefined
                    -fno-sanitize-recover=all -fno-omit-frame-pointer -g
                    -UNDEBUG)
add_link_options(-fsanitize=address,undefined)
# The C programs of the build (test/capi) link the instrumented C++ library,
# whose UBSan checks need the C++ part of the runtime, which needs libstdc++.
set(CMAKE_C_STANDARD_LIBRARIES
    "${CMAKE_C_STANDARD_LIBRARIES} -fsanitize-link-c++-runtime -lstdc++")
message(STATUS "Fuzzing build: libFuzzer targets with ASan and UBSan")

# Debian's antlr4-runtime.h (4.9) includes misc/InterpreterDataReader.h,
# whose InterpreterData() {} default-constructs a dfa::Vocabulary, a class
# whose default constructor is deleted (it has const members). GCC only
# diagnoses that when the constructor is used; Clang rejects the header
# outright. ptx-lint never uses InterpreterDataReader, so the fuzzing build
# puts a copy of antlr4-runtime.h without that one #include into the build
# tree, ahead of the system directory on the include path.
#
# Why this shape: the system header is left untouched; the copy is made
# from whatever the installed header says at configure time, so it follows
# package updates; and the one edit is checked, so if a later ANTLR changes
# that line the copy is dropped and the real header is used again. Only
# antlr4-runtime.h needs a copy: the generated lexer and parser and
# src/Parse include nothing else of ANTLR's, and the copy's own quoted
# includes ("Vocabulary.h", ...) fall through to the system directory,
# because the copy's directory holds nothing else.
set(PTXLINT_ANTLR_SHIM_DIR ${CMAKE_BINARY_DIR}/antlr4-clang-shim)
set(_ptxlint_antlr_header ${ANTLR4_INCLUDE_DIR}/antlr4-runtime.h)
set(_ptxlint_antlr_bad_include "#include \"misc/InterpreterDataReader.h\"")
file(READ ${_ptxlint_antlr_header} _ptxlint_antlr_text)
string(FIND "${_ptxlint_antlr_text}" "${_ptxlint_antlr_bad_include}"
       _ptxlint_antlr_at)
if(_ptxlint_antlr_at EQUAL -1)
  message(STATUS "antlr4-runtime.h compiles as it is: no shim needed")
  file(REMOVE_RECURSE ${PTXLINT_ANTLR_SHIM_DIR})
else()
  string(REPLACE "${_ptxlint_antlr_bad_include}"
         "// ${_ptxlint_antlr_bad_include} (left out by ptx-lint's cmake/Fuzzing.cmake: Clang rejects it)"
         _ptxlint_antlr_text "${_ptxlint_antlr_text}")
  file(WRITE ${PTXLINT_ANTLR_SHIM_DIR}/antlr4-runtime.h
       "// Generated from ${_ptxlint_antlr_header} by cmake/Fuzzing.cmake.\n"
       "${_ptxlint_antlr_text}")
  # Re-run the configuration when the installed header changes.
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
               ${_ptxlint_antlr_header})
  # BEFORE: ahead of ${ANTLR4_INCLUDE_DIR}, which grammar/ adds later.
  include_directories(BEFORE ${PTXLINT_ANTLR_SHIM_DIR})
  message(STATUS "antlr4-runtime.h for Clang: ${PTXLINT_ANTLR_SHIM_DIR}")
endif()
