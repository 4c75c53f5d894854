# Test-support sources shared by the C++ tests (random programs, toy executor, building
# programs from source text).
target_sources(braid_tests PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../support/random_program.cpp
                                   ${CMAKE_CURRENT_LIST_DIR}/../support/build_source.cpp
                                   ${CMAKE_CURRENT_LIST_DIR}/../support/dc_oracle.cpp)
target_include_directories(braid_tests PRIVATE ${CMAKE_CURRENT_LIST_DIR}/..)
