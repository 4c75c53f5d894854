# braidd / braid_lsp tests. Included by tests/CMakeLists.txt.
if(TARGET braidd_core)
  target_link_libraries(braid_tests PRIVATE braidd_core braid_lsp)
else()
  target_link_libraries(braid_tests PRIVATE braid_lsp)
endif()

# braid_tests needs a Catch2 main; provide ours only if no unit test file defines one.
file(GLOB _braid_unit_sources ${CMAKE_CURRENT_SOURCE_DIR}/unit/*.cpp)
set(_braid_has_main FALSE)
foreach(_f ${_braid_unit_sources})
  file(STRINGS ${_f} _m REGEX "CATCH_CONFIG_(RUNNER|MAIN)")
  if(_m)
    set(_braid_has_main TRUE)
  endif()
endforeach()
if(NOT _braid_has_main)
  target_sources(braid_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/e2e/lsp/catch_main.cpp)
endif()

# A protocol-only test binary that does not need the engine (builds even when braid_engine
# is mid-edit); `ctest -L lsp` runs it.
file(GLOB _braid_lsp_unit ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_lsp*.cpp)
add_executable(braid_lsp_tests ${_braid_lsp_unit} ${CMAKE_CURRENT_SOURCE_DIR}/e2e/lsp/catch_main.cpp)
target_link_libraries(braid_lsp_tests PRIVATE braid_lsp Catch2::Catch2)
if(TARGET braidd_core)
  target_link_libraries(braid_lsp_tests PRIVATE braidd_core)
endif()
add_test(NAME lsp_unit COMMAND braid_lsp_tests)
set_tests_properties(lsp_unit PROPERTIES LABELS lsp)

find_program(BRAID_PYTHON3 python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(NOT BRAID_PYTHON3)
  find_program(BRAID_PYTHON3 python3)
endif()

# End-to-end: the real braidd over pipes/TCP with the real engine (test_braidd.py), a
# misbehaving fake engine (engine_failures), and headless Neovim as a real client.
if(BRAID_PYTHON3 AND TARGET braidd AND TARGET braid)
  set(_lsp_e2e_dir ${CMAKE_CURRENT_SOURCE_DIR}/e2e/lsp)
  foreach(t session cache cancel storm robust fuzz tcp exit1 engine_failures shutdown project bad_programs incomplete jobs hunt estimate)
    add_test(NAME lsp_e2e_${t}
             COMMAND ${BRAID_PYTHON3} ${_lsp_e2e_dir}/test_braidd.py
                     --braidd $<TARGET_FILE:braidd> --braid $<TARGET_FILE:braid> ${t})
    # Serialised among themselves: the storm and cancellation tests measure timing and
    # count child processes.
    set_tests_properties(lsp_e2e_${t} PROPERTIES LABELS "lsp;e2e" TIMEOUT 300 RESOURCE_LOCK braidd_e2e)
  endforeach()
  # Security (docs/security.md): TCP authentication, bad input, the project/flag policy and
  # a structured protocol fuzzer (3,000 messages here; the `fuzz_long` label runs 50,000
  # when configured with -DBRAID_LONG_TESTS=ON).
  foreach(t tcp_auth bad_input project fuzz_structured)
    add_test(NAME lsp_security_${t}
             COMMAND ${BRAID_PYTHON3} ${_lsp_e2e_dir}/test_security.py
                     --braidd $<TARGET_FILE:braidd> --braid $<TARGET_FILE:braid> ${t})
    set_tests_properties(lsp_security_${t} PROPERTIES LABELS "lsp;e2e;security" TIMEOUT 300 RESOURCE_LOCK braidd_e2e)
  endforeach()
  if(BRAID_LONG_TESTS)
    add_test(NAME lsp_security_fuzz_long
             COMMAND ${BRAID_PYTHON3} ${_lsp_e2e_dir}/test_security.py
                     --braidd $<TARGET_FILE:braidd> --braid $<TARGET_FILE:braid> fuzz_structured)
    set_tests_properties(lsp_security_fuzz_long PROPERTIES LABELS "fuzz_long" TIMEOUT 3600
                         ENVIRONMENT "BRAID_FUZZ_MESSAGES=50000" RESOURCE_LOCK braidd_e2e)
  endif()
  find_program(BRAID_NVIM nvim)
  if(BRAID_NVIM)
    add_test(NAME lsp_e2e_nvim COMMAND sh ${_lsp_e2e_dir}/run_nvim.sh $<TARGET_FILE:braidd> $<TARGET_FILE:braid>)
    set_tests_properties(lsp_e2e_nvim PROPERTIES LABELS "lsp;e2e" TIMEOUT 180 RESOURCE_LOCK braidd_e2e)
  endif()
endif()
