// Tests of the persistent compile cache (engine/frontend/compile_cache.cpp,
// engine/jit/program_cache.cpp): storage safety, eviction, and that the key changes with
// everything that changes the compiled program.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <string>

#include "check/check.h"
#include "frontend/compile_cache.h"
#include "frontend/compiler.h"
#include "frontend/file_probes.h"
#include "jit/program_cache.h"
#include "jit/program.h"
#include "report/report.h"

namespace {

namespace fs = std::filesystem;

class TempDir {
 public:
  TempDir() {
    std::random_device rd;
    path_ = fs::temp_directory_path() / ("braid-cache-test-" + std::to_string(rd()) + "-" + std::to_string(rd()));
    fs::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  fs::path operator/(const std::string& name) const { return path_ / name; }
  std::string write(const std::string& name, const std::string& text) const {
    std::ofstream(path_ / name) << text;
    return (path_ / name).string();
  }

 private:
  fs::path path_;
};

std::string key_of(const std::string& text) { return braid::compile_cache_key(text); }

unsigned mode_of(const fs::path& p) {
  struct stat st{};
  REQUIRE(::lstat(p.c_str(), &st) == 0);
  return st.st_mode & 0777;
}

// Sets an environment variable for the scope of a test.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const std::string& value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    ::setenv(name, value.c_str(), 1);
  }
  ~ScopedEnv() {
    if (old_)
      ::setenv(name_, old_->c_str(), 1);
    else
      ::unsetenv(name_);
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

}  // namespace

TEST_CASE("compile cache: entries round-trip, private modes", "[cache]") {
  TempDir tmp;
  const fs::path dir = tmp / "braid";
  std::optional<braid::CompileCache> cache = braid::CompileCache::open_at(dir.string());
  REQUIRE(cache);
  CHECK(mode_of(dir) == 0700);
  const std::string key = key_of("program one");
  CHECK_FALSE(cache->load(key));
  REQUIRE(cache->store(key, std::string("payload\0with nul", 16)));
  std::optional<std::string> got = cache->load(key);
  REQUIRE(got);
  CHECK(*got == std::string("payload\0with nul", 16));
  CHECK(mode_of(dir / (key + ".braidc")) == 0600);
  CHECK_FALSE(cache->load(key_of("program two")));
  CHECK_FALSE(cache->load("../../etc/passwd"));  // keys are hex digests only
}

TEST_CASE("compile cache: corrupted, foreign or symlinked entries are misses", "[cache]") {
  TempDir tmp;
  const fs::path dir = tmp / "braid";
  std::optional<braid::CompileCache> cache = braid::CompileCache::open_at(dir.string());
  REQUIRE(cache);
  const std::string key = key_of("x");
  REQUIRE(cache->store(key, "some payload bytes"));
  const fs::path entry = dir / (key + ".braidc");
  {
    // Flip one payload byte: the digest no longer matches.
    std::fstream f(entry, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(-3, std::ios::end);
    f.put('#');
  }
  CHECK_FALSE(cache->load(key));
  // An entry stored under another key is not served for this one.
  const std::string other = key_of("y");
  REQUIRE(cache->store(other, "other payload"));
  fs::remove(entry);
  fs::copy_file(dir / (other + ".braidc"), entry);
  CHECK_FALSE(cache->load(key));
  // A symlink planted in place of an entry is not followed.
  fs::remove(entry);
  fs::create_symlink(dir / (other + ".braidc"), entry);
  CHECK_FALSE(cache->load(key));
}

TEST_CASE("compile cache: a symlinked cache directory is refused", "[cache]") {
  TempDir tmp;
  fs::create_directories(tmp / "elsewhere");
  fs::create_directory_symlink(tmp / "elsewhere", tmp / "braid");
  std::string why;
  CHECK_FALSE(braid::CompileCache::open_at((tmp / "braid").string(), &why));
  CHECK_FALSE(why.empty());
}

TEST_CASE("compile cache: eviction keeps the directory within its bound, newest first", "[cache]") {
  TempDir tmp;
  const std::uint64_t bound = 16 * 1024;
  std::optional<braid::CompileCache> cache = braid::CompileCache::open_at((tmp / "braid").string(), nullptr, bound);
  REQUIRE(cache);
  const std::string payload(3000, 'p');
  std::string last;
  for (int i = 0; i < 20; ++i) {
    last = key_of("entry " + std::to_string(i));
    REQUIRE(cache->store(last, payload));
  }
  std::uint64_t total = 0;
  for (const auto& e : fs::directory_iterator(tmp / "braid")) total += fs::file_size(e.path());
  CHECK(total <= bound);
  CHECK(cache->load(last));  // the entry just stored survives
}

TEST_CASE("compile cache: the fingerprint follows headers and flags", "[cache]") {
  TempDir tmp;
  tmp.write("defs.h", "#define LIMIT 3\n");
  const std::string file = tmp.write("main.c", "#include \"defs.h\"\nint main(void) { return LIMIT; }\n");
  braid::CompileRequest request;
  request.files = {file};
  const std::optional<std::string> a = braid::compile_fingerprint(request);
  REQUIRE(a);
  CHECK(braid::compile_fingerprint(request) == a);  // deterministic
  tmp.write("defs.h", "#define LIMIT 4\n");
  const std::optional<std::string> b = braid::compile_fingerprint(request);
  REQUIRE(b);
  CHECK(*b != *a);  // an included file changed
  request.flags = {"-DEXTRA=1"};
  const std::optional<std::string> c = braid::compile_fingerprint(request);
  REQUIRE(c);
  CHECK(*c != *b);  // a flag changed
  CHECK(braid::compile_cache_key(*a) != braid::compile_cache_key(*b));
}

TEST_CASE("compile cache: a cached build is the same program", "[cache]") {
  TempDir tmp;
  ScopedEnv xdg("XDG_CACHE_HOME", (tmp / "xdg").string());
  fs::create_directories(tmp / "xdg");
  const std::string file = tmp.write("race.c",
                                     "#include <pthread.h>\n#include \"braid_test_inc.h\"\n"
                                     "int x;\nvoid *t(void *a) { x = VALUE; return 0; }\n"
                                     "int main(void) { pthread_t a, b; pthread_create(&a, 0, t, 0);\n"
                                     "  pthread_create(&b, 0, t, 0); pthread_join(a, 0); pthread_join(b, 0);\n"
                                     "  return 0; }\n");
  tmp.write("braid_test_inc.h", "#warning cached warning\n#define VALUE 1\n");
  braid::CompileRequest request;
  request.files = {file};
  request.use_cache = true;
  const braid::ProgramBuild cold = braid::build_program(request);
  REQUIRE(cold.program);
  std::size_t entries = 0;
  for (const auto& e : fs::directory_iterator(tmp / "xdg" / "braid")) entries += e.path().extension() == ".braidc";
  CHECK(entries == 2);  // the program, and its command's record of the preprocessor's probes
  const braid::ProgramBuild warm = braid::build_program(request);
  REQUIRE(warm.program);
  CHECK(warm.program.get() != cold.program.get());
  CHECK(warm.program->hash() == cold.program->hash());
  CHECK(warm.program->object());  // machine code came from the cache
  CHECK(warm.diagnostics == cold.diagnostics);  // Clang's warnings are shown again
  CHECK(warm.diagnostics.find("cached warning") != std::string::npos);
  braid::CheckOptions options;
  options.algorithm.name = "pop";
  const braid::CheckResult a = braid::check_program(*cold.program, options);
  const braid::CheckResult b = braid::check_program(*warm.program, options);
  CHECK(a.stats.executions == b.stats.executions);
  CHECK(a.bugs.size() == b.bugs.size());
  CHECK_FALSE(b.bugs.empty());  // the data race is found from the cached program too
  // Changing the header makes a new entry, not a stale hit.
  tmp.write("braid_test_inc.h", "#define VALUE 2\n");
  const braid::ProgramBuild changed = braid::build_program(request);
  REQUIRE(changed.program);
  CHECK(changed.program->hash() != cold.program->hash());
}

TEST_CASE("a C++ file checked as C++20 without -std says so in the verdict, cached or not", "[cache][cxxstd]") {
  // The fallback was a warning on stderr at compile time only: JSON, SARIF and braidd never
  // saw it, nor did anyone when the build came from the cache.
  TempDir tmp;
  ScopedEnv xdg("XDG_CACHE_HOME", (tmp / "xdg").string());
  fs::create_directories(tmp / "xdg");
  const std::string file = tmp.write("latch.cpp", R"(#include <latch>
#include <thread>
int main() {
  std::latch done(1);
  std::thread t([&] { done.count_down(); });
  done.wait();
  t.join();
  return 0;
}
)");
  braid::CompileRequest request;
  request.files = {file};
  request.use_cache = true;
  const braid::ProgramBuild cold = braid::build_program(request);
  REQUIRE(cold.program);
  const braid::ProgramBuild warm = braid::build_program(request);
  REQUIRE(warm.program);
  REQUIRE(warm.program->object());  // from the cache
  for (const braid::ProgramBuild* build : {&cold, &warm}) {
    CHECK(build->program->files_checked_as_cxx20() == std::vector<std::string>{file});
    CHECK(build->diagnostics.find("C++20") == std::string::npos);  // not only on stderr: in the verdict
    braid::CheckOptions options;
    options.algorithm.name = "pop";
    const braid::CheckResult result = braid::check_program(*build->program, options);
    CHECK(result.files_checked_as_cxx20 == std::vector<std::string>{file});
    bool noted = false;
    for (const std::string& note : result.notes) noted = noted || note.find("checked as -std=c++20") != std::string::npos;
    CHECK(noted);
    braid::SourceCache sources;
    const nlohmann::json j = braid::check_json(result, *build->program, sources);
    CHECK(j["files_checked_as_cxx20"] == nlohmann::json::array({file}));
    CHECK(braid::text_report(result, *build->program, sources).find("note: " + file + " does not compile as C++17") !=
          std::string::npos);
    const std::string sarif = braid::sarif_report(result, *build->program, sources).dump();
    CHECK(sarif.find("checked as -std=c++20") != std::string::npos);
  }
  // An explicit standard, or a file that compiles as C++17, gives no note.
  request.flags = {"-std=c++20"};
  const braid::ProgramBuild chosen = braid::build_program(request);
  REQUIRE(chosen.program);
  CHECK(chosen.program->files_checked_as_cxx20().empty());
  braid::CheckOptions options;
  options.algorithm.name = "pop";
  CHECK(braid::check_program(*chosen.program, options).files_checked_as_cxx20.empty());
}

namespace {

using KeyFrom = braid::ProgramCacheLookup::KeyFrom;

// A lookup, and the build that stores it when it missed: what the CLI does.
KeyFrom build_and_tell(const braid::CompileRequest& request, bool& hit) {
  const braid::ProgramCacheLookup lookup = braid::lookup_cached_program(request);
  hit = lookup.program != nullptr;
  if (!hit) REQUIRE(braid::build_program(request).program);
  return lookup.key_from;
}

bool probes_complete(const braid::CompileRequest& request, std::string* why = nullptr) {
  braid::FileProbes probes;
  REQUIRE(braid::compile_fingerprint(request, &probes));
  if (why) *why = probes.why;
  return probes.complete;
}

}  // namespace

TEST_CASE("compile cache: the command's probe record finds the entry without the preprocessor", "[cache][probes]") {
  TempDir tmp;
  ScopedEnv xdg("XDG_CACHE_HOME", (tmp / "xdg").string());
  fs::create_directories(tmp / "xdg");
  fs::create_directories(tmp / "inc1");
  fs::create_directories(tmp / "inc2");
  tmp.write("inc2/limits_of_test.h", "#define LIMIT 3\n");
  tmp.write("local.h", "#define OFFSET 1\n");
  const std::string file = tmp.write("main.c",
                                     "#include <pthread.h>\n#include \"local.h\"\n#include <limits_of_test.h>\n"
                                     "#if __has_include(\"optional_test.h\")\n#include \"optional_test.h\"\n#endif\n"
                                     "int main(void) { return LIMIT + OFFSET; }\n");
  braid::CompileRequest request;
  request.files = {file};
  request.flags = {"-I" + (tmp / "inc1").string(), "-I" + (tmp / "inc2").string()};
  request.use_cache = true;
  CHECK(probes_complete(request));
  bool hit = false;
  CHECK(build_and_tell(request, hit) == KeyFrom::Preprocessor);  // cold: no record yet
  CHECK_FALSE(hit);
  CHECK(build_and_tell(request, hit) == KeyFrom::Probes);  // warm: the record holds
  CHECK(hit);

  SECTION("an edited header misses, even with its old size and modification time") {
    const fs::path local = tmp / "local.h";
    const fs::file_time_type before = fs::last_write_time(local);
    tmp.write("local.h", "#define OFFSET 2\n");
    fs::last_write_time(local, before);
    CHECK(build_and_tell(request, hit) == KeyFrom::Preprocessor);
    CHECK_FALSE(hit);
    CHECK(build_and_tell(request, hit) == KeyFrom::Probes);  // the new record
    CHECK(hit);
    tmp.write("local.h", "#define OFFSET 1\n");  // back: the first entry again
    CHECK(build_and_tell(request, hit) == KeyFrom::Preprocessor);
    CHECK(hit);
  }
  SECTION("a header that would now be found earlier on the include path misses") {
    tmp.write("inc1/limits_of_test.h", "#define LIMIT 3\n");  // same text, another file
    CHECK(build_and_tell(request, hit) == KeyFrom::Preprocessor);
    tmp.write("inc1/limits_of_test.h", "#define LIMIT 5\n");
    CHECK(build_and_tell(request, hit) == KeyFrom::Preprocessor);
    CHECK_FALSE(hit);
  }
  SECTION("a file __has_include did not find, created, misses") {
    tmp.write("optional_test.h", "#undef LIMIT\n#define LIMIT 7\n");
    CHECK(build_and_tell(request, hit) == KeyFrom::Preprocessor);
    CHECK_FALSE(hit);
  }
  SECTION("another -D or -I is another command: no record") {
    request.flags.push_back("-DEXTRA=1");
    CHECK(build_and_tell(request, hit) == KeyFrom::Preprocessor);
    CHECK_FALSE(hit);
    request.flags = {"-I" + (tmp / "inc2").string()};
    CHECK(build_and_tell(request, hit) == KeyFrom::Preprocessor);
    CHECK_FALSE(hit);
    CHECK(build_and_tell(request, hit) == KeyFrom::Probes);
    CHECK(hit);
  }
  SECTION("a header replaced by a symbolic link to another file with the same text misses") {
    tmp.write("other_local.h", "#define OFFSET 1\n");
    fs::remove(tmp / "local.h");
    fs::create_symlink(tmp / "other_local.h", tmp / "local.h");
    CHECK(build_and_tell(request, hit) == KeyFrom::Preprocessor);
    CHECK(hit);  // the same preprocessed text: the same entry
  }
}

TEST_CASE("compile cache: a program using the clock's macros is never keyed on probes", "[cache][probes]") {
  TempDir tmp;
  ScopedEnv xdg("XDG_CACHE_HOME", (tmp / "xdg").string());
  fs::create_directories(tmp / "xdg");
  braid::CompileRequest request;
  request.use_cache = true;
  for (const char* use : {"__TIME__", "__DATE__", "__TIMESTAMP__", "CAT(__TI, ME__)"}) {
    INFO(use);
    tmp.write("stamp.h", std::string("#define CAT(a, b) a##b\nstatic const char *stamp = ") + use + ";\n");
    request.files = {tmp.write("clock.c", "#include \"stamp.h\"\nint main(void) { return stamp[0] == 0; }\n")};
    std::string why;
    CHECK_FALSE(probes_complete(request, &why));
    CHECK(why.find("the program uses __") != std::string::npos);
    bool hit = false;
    CHECK(build_and_tell(request, hit) == KeyFrom::Preprocessor);
    CHECK(build_and_tell(request, hit) == KeyFrom::Preprocessor);  // still: no record was made
  }
}
