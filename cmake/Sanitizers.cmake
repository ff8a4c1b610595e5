# -DPTXLINT_SANITIZE=address,undefined builds everything with those
# sanitizers (GCC or Clang); the whole ctest suite runs under them with
# scripts/ci-sanitize.sh. Errors stop the test that hit them.
set(PTXLINT_SANITIZE "" CACHE STRING
    "Comma-separated sanitizers to build with (address, undefined, ...)")
if(PTXLINT_SANITIZE)
  add_compile_options(-fsanitize=${PTXLINT_SANITIZE} -fno-omit-frame-pointer
                      -fno-sanitize-recover=all)
  add_link_options(-fsanitize=${PTXLINT_SANITIZE})
  message(STATUS "Sanitizers: ${PTXLINT_SANITIZE}")
endif()
