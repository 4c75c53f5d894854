# End-to-end tests of await loops through calls, bounded executions and C inline/undefined
# symbols through the real `braid` binary.
add_test(NAME cli_loops_e2e
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/cli/test_cli_loops.py
                 $<TARGET_FILE:braid> ${CMAKE_CURRENT_SOURCE_DIR}/programs)
set_tests_properties(cli_loops_e2e PROPERTIES LABELS "e2e" TIMEOUT 300)
