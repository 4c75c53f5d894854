// Building a program from source text in the C++ tests: the text goes to a fresh file in
// a per-process temporary folder, then through build_program (Clang -> instrumentation ->
// bitcode), as a user's file would.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "check/check.h"

namespace braid::testing {

// `ext` picks the language (".c", ".cpp").
ProgramBuild build_source(const std::string& source, std::vector<std::string> flags = {},
                          const std::string& ext = ".c");

// The same, failing the current test (with Clang's diagnostics) when it does not build.
std::shared_ptr<const Program> must_build(const std::string& source, std::vector<std::string> flags = {},
                                          const std::string& ext = ".c");

}  // namespace braid::testing
