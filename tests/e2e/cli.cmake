# End-to-end tests of the `braid` command line (real binary, real programs).
add_test(NAME cli_e2e
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/cli/test_cli.py
                 $<TARGET_FILE:braid> ${CMAKE_CURRENT_SOURCE_DIR}/programs)
set_tests_properties(cli_e2e PROPERTIES LABELS "e2e" TIMEOUT 600)
# The bad-program corpus (docs/security-isolation.md): escapes, self-signals, floods, memory
# and time, through the supervised CLI; no process may survive.
add_test(NAME cli_bad_programs
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/cli/test_bad_programs.py
                 $<TARGET_FILE:braid> ${CMAKE_CURRENT_SOURCE_DIR}/programs/bad)
set_tests_properties(cli_bad_programs PROPERTIES LABELS "e2e" TIMEOUT 300)
# Bug hunting and the portfolio (issue 17): deep bugs found and replayed, counts unchanged,
# bounded and random coverage in JSON, text and SARIF.
add_test(NAME cli_hunt
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/cli/test_hunt.py
                 $<TARGET_FILE:braid> ${PROJECT_SOURCE_DIR})
set_tests_properties(cli_hunt PROPERTIES LABELS "e2e" TIMEOUT 600)
# What the progress lines say about the total for qpor (hunting's lock-event probes) and dc
# (no estimator, said) (issue 17).
add_test(NAME cli_progress_estimators
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/cli/test_progress_estimators.py $<TARGET_FILE:braid>)
set_tests_properties(cli_progress_estimators PROPERTIES LABELS "e2e" TIMEOUT 300)
add_test(NAME cli_estimate_shown
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/cli/test_estimate_shown.py $<TARGET_FILE:braid>)
set_tests_properties(cli_estimate_shown PROPERTIES LABELS "e2e" TIMEOUT 300)
# The weak-memory gap and --memory-model in text, JSON, SARIF and exit status (branch weak12).
add_test(NAME cli_memory_model
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/cli/test_memory_model.py
                 $<TARGET_FILE:braid> ${CMAKE_CURRENT_SOURCE_DIR}/programs)
set_tests_properties(cli_memory_model PROPERTIES LABELS "e2e" TIMEOUT 300)
