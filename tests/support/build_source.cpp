#include "support/build_source.h"

#include <catch2/catch.hpp>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>

namespace braid::testing {

ProgramBuild build_source(const std::string& source, std::vector<std::string> flags, const std::string& ext) {
  static std::atomic<int> counter{0};  // file names only: each build gets its own file
  const auto dir = std::filesystem::temp_directory_path() / ("braid-test-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const auto path = dir / ("prog" + std::to_string(counter++) + ext);
  std::ofstream(path) << source;
  CompileRequest request;
  request.files = {path.string()};
  request.flags = std::move(flags);
  return build_program(request);
}

std::shared_ptr<const Program> must_build(const std::string& source, std::vector<std::string> flags,
                                          const std::string& ext) {
  ProgramBuild build = build_source(source, std::move(flags), ext);
  INFO(build.diagnostics);
  REQUIRE(build.program);
  return build.program;
}

}  // namespace braid::testing
