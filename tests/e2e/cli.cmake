# End-to-end tests of the `braid` command line (real binary, real programs).
add_test(NAME cli_e2e
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/cli/test_cli.py
                 $<TARGET_FILE:braid> ${CMAKE_CURRENT_SOURCE_DIR}/programs)
set_tests_properties(cli_e2e PROPERTIES LABELS "e2e" TIMEOUT 600)
