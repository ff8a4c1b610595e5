# cmake -P script behind the install-package test (see CMakeLists.txt).
# Everything it writes goes under WORK_DIR, in the build tree.
cmake_minimum_required(VERSION 3.20)

foreach(var BUILD_DIR SOURCE_DIR WORK_DIR INSTALL_LIBDIR GENERATOR CXX_COMPILER
            C_COMPILER PTXLINT_VERSION)
  if("${${var}}" STREQUAL "")
    message(FATAL_ERROR "run_install_test.cmake: ${var} is not set")
  endif()
endforeach()

set(PREFIX ${WORK_DIR}/prefix)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# Runs a command; fails the test with its output unless it exits with
# EXPECT (default 0). The output is left in the variable OUT.
function(run)
  cmake_parse_arguments(ARG "" "EXPECT" "COMMAND" ${ARGN})
  if(NOT DEFINED ARG_EXPECT)
    set(ARG_EXPECT 0)
  endif()
  string(REPLACE ";" " " shown "${ARG_COMMAND}")
  message(STATUS "$ ${shown}")
  execute_process(COMMAND ${ARG_COMMAND}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc STREQUAL "${ARG_EXPECT}")
    message(FATAL_ERROR "exit status ${rc} (expected ${ARG_EXPECT}) from: ${shown}\n"
                        "--- stdout:\n${out}\n--- stderr:\n${err}")
  endif()
  set(OUT "${out}${err}" PARENT_SCOPE)
endfunction()

function(expect_in text what)
  string(FIND "${text}" "${what}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "expected '${what}' in:\n${text}")
  endif()
endfunction()

# ---- Install ---------------------------------------------------------------------
run(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX})
foreach(file
    bin/ptx-lint
    ${INSTALL_LIBDIR}/libptxlint.so
    ${INSTALL_LIBDIR}/libptxlint.a
    ${INSTALL_LIBDIR}/cmake/ptxlint/ptxlintConfig.cmake
    ${INSTALL_LIBDIR}/cmake/ptxlint/ptxlintConfigVersion.cmake
    ${INSTALL_LIBDIR}/pkgconfig/ptxlint.pc
    include/ptxlint/Lint.h
    include/ptxlint/ptxlint-c.h
    include/ptxlint/DiagnosticKinds.inc)
  if(NOT EXISTS ${PREFIX}/${file})
    message(FATAL_ERROR "not installed: ${PREFIX}/${file}")
  endif()
endforeach()
run(COMMAND ${PREFIX}/bin/ptx-lint --version)

# The CUDA front end module, where the installed tool looks for it.
if(PTXLINT_CUDA)
  foreach(file libptxlint-cuda.so ptx-lint-cuda-preamble)
    if(NOT EXISTS ${PREFIX}/${INSTALL_LIBDIR}/ptx-lint/${file})
      message(FATAL_ERROR "not installed: ${PREFIX}/${INSTALL_LIBDIR}/ptx-lint/${file}")
    endif()
  endforeach()
  run(COMMAND ${CMAKE_COMMAND} -E env PTXLINT_CACHE_DIR=${WORK_DIR}/cuda-cache
              ${PREFIX}/bin/ptx-lint --target sm_80
              ${SOURCE_DIR}/test/install/wrong-target.cu EXPECT 1)
  expect_in("${OUT}" "wrong-target.cu:5:42: error: 'griddepcontrol' requires sm_90 or later")
  file(GLOB preambles ${WORK_DIR}/cuda-cache/cuda-source-*.pch)
  if(NOT preambles)
    message(FATAL_ERROR "the installed helper built no source preamble in ${WORK_DIR}/cuda-cache")
  endif()
endif()

# The Python package, where the prefix's Python looks for it; it finds the
# installed CUDA front end by itself.
if(PYTHON_PACKAGE_DIR)
  set(python_path ${PREFIX}/${PYTHON_PACKAGE_DIR})
  if(NOT EXISTS ${python_path}/ptxlint/__init__.py)
    message(FATAL_ERROR "not installed: ${python_path}/ptxlint")
  endif()
  run(COMMAND ${CMAKE_COMMAND} -E env PYTHONPATH=${python_path} PTXLINT_CUDA_PLUGIN=
              ${PYTHON} -c "import ptxlint
print(ptxlint.lint(open('${SOURCE_DIR}/test/install/wrong-target.ptx').read(), 'w.ptx', targets=['sm_75']))
print(ptxlint.__file__)")
  expect_in("${OUT}" "id='requires-target'")
  expect_in("${OUT}" "${python_path}/ptxlint/__init__.py")
  if(PTXLINT_CUDA)
    run(COMMAND ${CMAKE_COMMAND} -E env PYTHONPATH=${python_path} PTXLINT_CUDA_PLUGIN=
                PTXLINT_CACHE_DIR=${WORK_DIR}/cuda-cache
                ${PYTHON} -m ptxlint --target sm_80 ${SOURCE_DIR}/test/install/wrong-target.cu
                EXPECT 1)
    expect_in("${OUT}" "wrong-target.cu:5:42: error: 'griddepcontrol' requires sm_90 or later")
  endif()
endif()

set(CLEAN_PTX ${SOURCE_DIR}/examples/saxpy.ptx)
set(WRONG_PTX ${SOURCE_DIR}/test/install/wrong-target.ptx)

# ---- find_package(ptxlint): examples/client, shared and static -----------------
foreach(kind shared static)
  set(build ${WORK_DIR}/client-${kind})
  if(kind STREQUAL "static")
    set(static ON)
  else()
    set(static OFF)
  endif()
  run(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR}/examples/client -B ${build}
              -G ${GENERATOR} -DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}
              -DCMAKE_CXX_COMPILER=${CXX_COMPILER} -DCMAKE_C_COMPILER=${C_COMPILER}
              -DCMAKE_BUILD_TYPE=Release
              -DCMAKE_PREFIX_PATH=${PREFIX} -DPTXLINT_CLIENT_STATIC=${static}
              -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON)
  run(COMMAND ${CMAKE_COMMAND} --build ${build} -j 1)
  set(client ${build}/ptxlint-client)

  run(COMMAND ${client} ${CLEAN_PTX})
  expect_in("${OUT}" "0 error(s), 0 warning(s)")
  expect_in("${OUT}" "<inline asm>:1:10: error: '.L2::cache_hint' requires sm_80 or later")
  run(COMMAND ${client} ${WRONG_PTX} sm_75 EXPECT 1)
  expect_in("${OUT}" "wrong-target.ptx:12:12: error: '.L2::cache_hint' requires sm_80 or later")
  expect_in("${OUT}" "[requires-target]")
endforeach()

# The shared client must use the installed library, not the build tree's.
if(EXISTS /usr/bin/ldd)
  run(COMMAND ldd ${WORK_DIR}/client-shared/ptxlint-client)
  expect_in("${OUT}" "${PREFIX}/${INSTALL_LIBDIR}/libptxlint.so")
endif()

# ---- pkg-config -------------------------------------------------------------------
if(PKG_CONFIG STREQUAL "")
  message(STATUS "pkg-config not found: skipping the pkg-config checks")
  return()
endif()
set(ENV{PKG_CONFIG_PATH} ${PREFIX}/${INSTALL_LIBDIR}/pkgconfig)
run(COMMAND ${PKG_CONFIG} --modversion ptxlint)
string(STRIP "${OUT}" version)
if(NOT version STREQUAL PTXLINT_VERSION)
  message(FATAL_ERROR "pkg-config --modversion ptxlint: '${version}', expected ${PTXLINT_VERSION}")
endif()
run(COMMAND ${PKG_CONFIG} --cflags --libs ptxlint)
separate_arguments(flags UNIX_COMMAND "${OUT}")
set(program ${WORK_DIR}/pkgconfig-client)
run(COMMAND ${C_COMPILER} ${SOURCE_DIR}/test/install/pkgconfig_client.c
            ${flags} -o ${program})
run(COMMAND ${CMAKE_COMMAND} -E env
            LD_LIBRARY_PATH=${PREFIX}/${INSTALL_LIBDIR} ${program})
expect_in("${OUT}" "<inline asm>:1:10: error:")

# `pkg-config --static` must list what libptxlint.a leaves out.
run(COMMAND ${PKG_CONFIG} --static --cflags --libs ptxlint)
string(REPLACE "-lptxlint" "-l:libptxlint.a" static_flags "${OUT}")
separate_arguments(static_flags UNIX_COMMAND "${static_flags}")
set(program ${WORK_DIR}/pkgconfig-client-static)
run(COMMAND ${C_COMPILER} ${SOURCE_DIR}/test/install/pkgconfig_client.c
            ${static_flags} -o ${program})
run(COMMAND ${program})
expect_in("${OUT}" "<inline asm>:1:10: error:")
