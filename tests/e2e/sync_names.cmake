# C++ mutexes named as the program names them in deadlock and race reports (docs/runtime.md,
# "trust26"): no libstdc++ internal name (`*__mutex`) in the text or the JSON.
add_test(NAME cli_sync_names_e2e
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/e2e/cli/test_sync_names.py
                 $<TARGET_FILE:braid> ${CMAKE_CURRENT_SOURCE_DIR}/programs)
set_tests_properties(cli_sync_names_e2e PROPERTIES LABELS "e2e" TIMEOUT 300)
