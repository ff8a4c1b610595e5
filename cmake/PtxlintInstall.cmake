# Installing ptx-lint: the tool, the libraries (libptxlint.so, libptxlint.a),
# the public headers, a CMake package and a pkg-config file, so that
#
#   find_package(ptxlint REQUIRED)            # ptxlint::ptxlint, ptxlint::ptxlint_static
#   pkg-config --cflags --libs ptxlint
#
# work against an installed copy. Included from the top-level CMakeLists.txt
# after every target is defined. test/install checks it end to end.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(PTXLINT_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/ptxlint
    CACHE STRING "Where the ptxlint CMake package is installed (relative to the prefix)")
mark_as_advanced(PTXLINT_INSTALL_CMAKEDIR)

# ---- Programs, libraries, headers, documents -----------------------------------
install(TARGETS ptx-lint RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT tool)

install(TARGETS ptxlint EXPORT ptxlintTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT library
          NAMELINK_COMPONENT development)
install(TARGETS ptxlint_static EXPORT ptxlintStaticTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/ptxlint
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT development
  FILES_MATCHING PATTERN "*.h")
# The diagnostic catalog Diagnostic.h includes, generated from
# src/Basic/Diagnostics.td.
install(FILES ${PROJECT_BINARY_DIR}/include/ptxlint/DiagnosticKinds.inc
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/ptxlint COMPONENT development)

install(FILES ${PROJECT_SOURCE_DIR}/docs/ptx-lint.1
  DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT tool OPTIONAL)
install(FILES ${PROJECT_SOURCE_DIR}/README.md
              ${PROJECT_SOURCE_DIR}/docs/diagnostics.md
              ${PROJECT_SOURCE_DIR}/docs/canonical-ptx.md
  DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT tool OPTIONAL)

# ---- CMake package ---------------------------------------------------------------
install(EXPORT ptxlintTargets NAMESPACE ptxlint::
  DESTINATION ${PTXLINT_INSTALL_CMAKEDIR} COMPONENT development)
install(EXPORT ptxlintStaticTargets NAMESPACE ptxlint::
  DESTINATION ${PTXLINT_INSTALL_CMAKEDIR} COMPONENT development)

set(PTXLINT_LLVM_VERSION_MAJOR ${LLVM_VERSION_MAJOR})
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/ptxlintConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/ptxlintConfig.cmake
  INSTALL_DESTINATION ${PTXLINT_INSTALL_CMAKEDIR})
# 0.x: every minor release may change the API (the SONAME says the same).
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(PTXLINT_COMPATIBILITY SameMinorVersion)
else()
  set(PTXLINT_COMPATIBILITY SameMajorVersion)
endif()
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/cmake/ptxlintConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY ${PTXLINT_COMPATIBILITY})
install(FILES ${PROJECT_BINARY_DIR}/cmake/ptxlintConfig.cmake
              ${PROJECT_BINARY_DIR}/cmake/ptxlintConfigVersion.cmake
  DESTINATION ${PTXLINT_INSTALL_CMAKEDIR} COMPONENT development)

# ---- pkg-config --------------------------------------------------------------------
# Relocatable: the prefix is found from the .pc file's own directory, so that
# `cmake --install build --prefix <dir>` gives a working file in <dir>.
file(RELATIVE_PATH PTXLINT_PC_TO_PREFIX
  ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig ${CMAKE_INSTALL_PREFIX})
string(REGEX REPLACE "/$" "" PTXLINT_PC_TO_PREFIX "${PTXLINT_PC_TO_PREFIX}")
# What `pkg-config --static` adds: the static archive leaves out
# antlr4-runtime (no .pc of its own) and LLVM Support.
set(PTXLINT_PC_LIBS_PRIVATE
  "-lantlr4-runtime -L${LLVM_LIBRARY_DIR} -lLLVMSupport -lLLVMDemangle -lz -ltinfo -lrt -ldl -lpthread -lm -lstdc++")
configure_file(${PROJECT_SOURCE_DIR}/cmake/ptxlint.pc.in
  ${PROJECT_BINARY_DIR}/cmake/ptxlint.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/cmake/ptxlint.pc
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT development)
