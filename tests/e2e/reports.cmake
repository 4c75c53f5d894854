# What reports say (docs/bugs.md): call stacks, creation sites, named steps, typed values,
# key steps, folded loops and library frames, SARIF for GitHub code scanning.
add_test(NAME cli_reports_e2e
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/cli/test_reports.py
                 $<TARGET_FILE:braid> ${CMAKE_CURRENT_SOURCE_DIR}/programs)
set_tests_properties(cli_reports_e2e PROPERTIES LABELS "e2e" TIMEOUT 300)
