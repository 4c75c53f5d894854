# Test-support sources shared by the DPOR tests (random programs, toy executor).
target_sources(braid_tests PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../support/random_program.cpp)
target_include_directories(braid_tests PRIVATE ${CMAKE_CURRENT_LIST_DIR}/..)
