// Catch2's main for braid_lsp_tests (and for braid_tests when no other test file provides one).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
