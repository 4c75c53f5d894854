# --time-limit in every phase (issue 12): dc's long searches, compilation over the limit.
add_test(NAME cli_time_limit
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/cli/test_time_limit.py
                 $<TARGET_FILE:braid> ${PROJECT_SOURCE_DIR})
set_tests_properties(cli_time_limit PROPERTIES LABELS "e2e" TIMEOUT 120)
