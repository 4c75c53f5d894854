// The one Catch2 main of braid_tests.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
