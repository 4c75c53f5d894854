// braidd internals that need no engine: flag filtering, main detection, normalised cache
// keys and the location remap that lets comment-only edits reuse cached results.
#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "daemon/cache.h"
#include "daemon/project.h"

namespace d = braid::daemon;

TEST_CASE("daemon: compile flags are selected from a build command", "[lsp][daemon]") {
  const auto f = d::filter_flags({"cc", "-c", "-o", "x.o", "-Iinc", "-I", "/abs", "-DN=3", "-D", "M", "-std=c11",
                                  "-O2", "-Wall", "-fno-strict-aliasing", "-fplugin=evil.so", "-Xclang", "-load",
                                  "-Xclang", "evil.so", "-include", "pre.h", "-isystem", "sys", "x.c"},
                                 "/proj");
  // Code-loading flags are left out here and named (compdb/); whatever reaches the engine
  // still goes through its one flag policy (engine/frontend/flag_policy.h,
  // tests/unit/test_flag_policy.cpp).
  CHECK(f.flags == std::vector<std::string>{"-I/proj/inc", "-I", "/abs", "-DN=3", "-DM", "-std=c11", "-Wall",
                                            "-fno-strict-aliasing", "-include", "/proj/pre.h",
                                            "-isystem", "/proj/sys"});
  CHECK(f.dropped_code_loading.size() == 2);  // -fplugin=evil.so, -Xclang -load -Xclang evil.so
}

TEST_CASE("daemon: shell splitting of compile commands", "[lsp][daemon]") {
  CHECK(d::shell_split(R"(cc -DX="a b" 'q r' x\ y.c)") == std::vector<std::string>{"cc", "-DX=a b", "q r", "x y.c"});
}

TEST_CASE("daemon: main detection ignores comments, strings and members", "[lsp][daemon]") {
  CHECK(d::defines_main("int main(void) { return 0; }"));
  CHECK(d::defines_main("int\nmain (int argc, char **argv) {}"));
  CHECK_FALSE(d::defines_main("// int main(void)\nint f(void);"));
  CHECK_FALSE(d::defines_main("const char *s = \"main(\"; int x = o.main(1) + p->main(2);"));
  CHECK_FALSE(d::defines_main("int domain(void);"));
}

TEST_CASE("daemon: normalisation ignores comments and whitespace but not token boundaries", "[lsp][daemon]") {
  const auto a = d::normalise("int x = a+ +b; // c\n");
  const auto b = d::normalise("int   x=a + +b;/* other */\n\n");
  const auto c = d::normalise("int x = a++b;\n");
  CHECK(a.canonical == b.canonical);
  CHECK(a.canonical != c.canonical);
  // Directive boundaries matter: these are different programs.
  CHECK(d::normalise("#define A 1\nint x;").canonical != d::normalise("#define A 1 int x;").canonical);
  CHECK(d::normalise("#include \"w.h\"\n").local_includes == std::vector<std::string>{"w.h"});
  CHECK(d::normalise("char *s = \"a  b\";").canonical != d::normalise("char *s = \"a b\";").canonical);
}

TEST_CASE("daemon: cached locations move with the code", "[lsp][daemon]") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("braid_lsp_daemon_test-" + std::to_string(getpid()));
  fs::create_directories(dir);
  const std::string file = (dir / "a.c").string();
  auto write = [&](const std::string& text) { std::ofstream(file) << text; };
  write("int main(void) {\n  int x = 1;\n  return x;\n}\n");
  const auto before = d::snapshot({file}, {"-DN=1"}, "algo=dfs");
  write("// header comment\n\nint main(void) {\n    int x = 1; /* moved */\n  return x;\n}\n");
  const auto after = d::snapshot({file}, {"-DN=1"}, "algo=dfs");
  CHECK(before.key == after.key);
  CHECK(before.key != d::snapshot({file}, {"-DN=2"}, "algo=dfs").key);
  CHECK(before.key != d::snapshot({file}, {"-DN=1"}, "algo=pop").key);
  nlohmann::json bug = {{"location", {{"file", file}, {"line", 2}, {"column", 7}}},
                        {"trace", {{"steps", {{{"location", {{"file", file}, {"line", 3}, {"column", 10}}}}}}}},
                        {"other", {{"file", "/usr/include/x.h"}, {"line", 9}, {"column", 1}}}};
  d::remap_locations(bug, before, after);
  CHECK(bug["location"]["line"] == 4);
  CHECK(bug["location"]["column"] == 9);
  CHECK(bug["trace"]["steps"][0]["location"]["line"] == 5);
  CHECK(bug["trace"]["steps"][0]["location"]["column"] == 10);
  CHECK(bug["other"]["line"] == 9);  // not a target file: untouched
  write("int main(void) {\n  int x = 2;\n  return x;\n}\n");
  CHECK(before.key != d::snapshot({file}, {"-DN=1"}, "algo=dfs").key);
  fs::remove_all(dir);
}

TEST_CASE("daemon: local headers are part of the key", "[lsp][daemon]") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("braid_lsp_daemon_hdr-" + std::to_string(getpid()));
  fs::create_directories(dir / "inc");
  std::ofstream(dir / "m.c") << "#include \"h.h\"\nint main(void) { return N; }\n";
  std::ofstream(dir / "inc" / "h.h") << "#define N 1\n";
  const std::vector<std::string> flags{"-I" + (dir / "inc").string()};
  const auto k1 = d::snapshot({(dir / "m.c").string()}, flags, "").key;
  std::ofstream(dir / "inc" / "h.h") << "#define N 2\n";
  const auto k2 = d::snapshot({(dir / "m.c").string()}, flags, "").key;
  CHECK(k1 != k2);
  fs::remove_all(dir);
}
