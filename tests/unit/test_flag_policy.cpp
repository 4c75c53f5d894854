// The compiler-flag policy (engine/frontend/flag_policy.h): code-loading flags are found
// whatever their spelling, include-like flags outside the allowed folders are refused, and
// the cc1 invocation is checked again. Includes a real pass plugin whose constructor would
// leave a marker file if it were ever loaded.
#include <catch2/catch.hpp>

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "frontend/compiler.h"
#include "frontend/flag_policy.h"

namespace fs = std::filesystem;

namespace {

struct TempDir {
  fs::path path;
  TempDir() {
    std::random_device rd;
    path = fs::temp_directory_path() / ("braid-policy-" + std::to_string(rd()));
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  std::string write(const std::string& name, const std::string& text) const {
    const fs::path p = path / name;
    fs::create_directories(p.parent_path());
    std::ofstream(p) << text;
    return p.string();
  }
};

bool has(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

}  // namespace

TEST_CASE("flag policy: plugins are dropped whatever their spelling", "[frontend][security]") {
  const braid::FlagPolicy any{};
  for (const std::vector<std::string>& flags : std::vector<std::vector<std::string>>{
           {"-fplugin=/x/evil.so"},
           {"-fpass-plugin=/x/evil.so"},
           {"-Xclang=-fpass-plugin=/x/evil.so"},
           {"-Xclang", "-fpass-plugin=/x/evil.so"},
           {"-Xclang", "-load", "-Xclang", "/x/evil.so"},
           {"-Xclang=-load", "-Xclang=/x/evil.so"},
           {"-Xclang", "-plugin", "-Xclang", "evil"},
           {"-Xclang", "-add-plugin", "-Xclang", "evil"},
           {"-fplugin-arg-evil-x"},
       }) {
    const braid::PolicyOutcome out = braid::apply_flag_policy(flags, any);
    INFO(flags[0] << " -> " << out.diagnostics);
    CHECK_FALSE(out.refused);
    CHECK(out.flags.empty());
    CHECK(has(out.diagnostics, "braid does not load compiler plugins"));
    // The message names the flag as the user wrote it.
    CHECK(has(out.diagnostics, "'" + flags[0]));
  }
}

TEST_CASE("flag policy: pass-through vectors are dropped, ordinary flags kept in order", "[frontend][security]") {
  const braid::PolicyOutcome out = braid::apply_flag_policy(
      {"-DA=1", "-Wl,-plugin,/x/evil.so", "-Xlinker", "-plugin", "-Wp,-include,/x/evil.h", "-Xpreprocessor", "-imacros",
       "-mllvm", "-load=/x/evil.so", "-B/x", "-Xclang", "-fno-validate-pch", "-std=c11", "-Wall", "-I", "inc"},
      braid::FlagPolicy{});
  INFO(out.diagnostics);
  CHECK_FALSE(out.refused);
  CHECK(out.flags == std::vector<std::string>{"-DA=1", "-Xclang", "-fno-validate-pch", "-std=c11", "-Wall", "-I", "inc"});
  for (const char* f : {"'-Wl,-plugin,/x/evil.so'", "'-Xlinker -plugin'", "'-Wp,-include,/x/evil.h'",
                        "'-Xpreprocessor -imacros'", "'-mllvm -load=/x/evil.so'", "'-B/x'"})
    CHECK(has(out.diagnostics, std::string("warning: ignoring ") + f));
}

TEST_CASE("flag policy: response and config files, other driver modes are refused", "[frontend][security]") {
  auto out = braid::apply_flag_policy({"-DA", "@/tmp/flags.rsp"}, braid::FlagPolicy{});
  CHECK(out.refused);
  CHECK(has(out.diagnostics, "error: braid refuses '@/tmp/flags.rsp'"));
  out = braid::apply_flag_policy({"--config=/tmp/evil.cfg"}, braid::FlagPolicy{});
  CHECK(out.refused);
  CHECK(has(out.diagnostics, "error: braid refuses '--config=/tmp/evil.cfg'"));
  out = braid::apply_flag_policy({"--driver-mode=cl", "/FI/tmp/evil.h"}, braid::FlagPolicy{});
  CHECK(out.refused);
  CHECK(has(out.diagnostics, "error: braid refuses '--driver-mode=cl'"));
}

TEST_CASE("flag policy: include-like flags only name the workspace and system folders", "[frontend][security]") {
  TempDir ws, outside;
  const braid::FlagPolicy policy{{ws.path.string()}};
  const std::string evil = outside.write("evil.h", "");
  fs::create_symlink(outside.path, ws.path / "link");
  for (const std::vector<std::string>& flags : std::vector<std::vector<std::string>>{
           {"-include", evil},
           {"-include" + evil},
           {"--imacros=" + evil},
           {"--include-directory=" + outside.path.string()},
           {"-imacros", evil},
           {"-I" + outside.path.string()},
           {"-I", outside.path.string()},
           {"-isystem", outside.path.string()},
           {"-iquote", outside.path.string()},
           {"-idirafter", outside.path.string()},
           {"--sysroot=" + outside.path.string()},
           {"-I" + (ws.path / "link").string()},               // a link out of the workspace
           {"-I" + (ws.path / ".." / outside.path.filename()).string()},  // a way out by ..
           {"-Xclang", "-include", "-Xclang", evil},
       }) {
    const braid::PolicyOutcome out = braid::apply_flag_policy(flags, policy);
    INFO(flags[0] << " -> " << out.diagnostics);
    CHECK(out.refused);
    CHECK(has(out.diagnostics, "error: braid refuses '" + flags[0]));
    CHECK(has(out.diagnostics, "outside the workspace and the system folders"));
  }
  const std::string inside = ws.write("inc/ok.h", "");
  const braid::PolicyOutcome ok = braid::apply_flag_policy(
      {"-include", inside, "-I" + (ws.path / "inc").string(), "-isystem", "/usr/include"}, policy);
  INFO(ok.diagnostics);
  CHECK_FALSE(ok.refused);
  CHECK(ok.flags.size() == 5);
  // A relative path is relative to the working folder (braidd runs the engine in the target's).
  CHECK(braid::apply_flag_policy({"-Iinc"}, policy).refused);
  // Without roots (the CLI run by its own user) any folder is fine.
  CHECK_FALSE(braid::apply_flag_policy({"-include", evil}, braid::FlagPolicy{}).refused);
}

TEST_CASE("flag policy: the cc1 invocation is checked whatever spelling reached it", "[frontend][security]") {
  TempDir ws, outside;
  const std::string evil = outside.write("evil.h", "");
  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> opts = new clang::DiagnosticOptions();
  clang::DiagnosticsEngine diags(new clang::DiagnosticIDs(), opts);
  auto check = [&](std::vector<const char*> cc1, const braid::FlagPolicy& policy) {
    clang::CompilerInvocation inv;
    REQUIRE(clang::CompilerInvocation::CreateFromArgs(inv, cc1, diags));
    std::string why;
    const bool ok = braid::invocation_allowed(inv, policy, why);
    return std::make_pair(ok, why);
  };
  auto [ok1, why1] = check({"-fpass-plugin=/x/evil.so"}, {});
  CHECK_FALSE(ok1);
  CHECK(has(why1, "pass plugin '/x/evil.so'"));
  auto [ok2, why2] = check({"-load", "/x/evil.so"}, {});
  CHECK_FALSE(ok2);
  CHECK(has(why2, "compiler plugin '/x/evil.so'"));
  auto [ok3, why3] = check({"-mllvm", "-debug-pass=Structure"}, {});
  CHECK_FALSE(ok3);
  auto [ok4, why4] = check({"-include", evil.c_str()}, braid::FlagPolicy{{ws.path.string()}});
  CHECK_FALSE(ok4);
  CHECK(has(why4, evil));
  auto [ok5, why5] = check({"-include", evil.c_str()}, braid::FlagPolicy{});
  CHECK(ok5);
}

TEST_CASE("flag policy: a real pass plugin is never loaded by a compile", "[frontend][security]") {
  TempDir dir;
  const std::string marker = (dir.path / "plugin-ran").string();
  const std::string plugin_src =
      dir.write("plugin.c", "#include <stdio.h>\n__attribute__((constructor)) static void ran(void) {\n"
                            "  FILE* f = fopen(\"" + marker + "\", \"w\"); if (f) fclose(f);\n}\n");
  const std::string plugin = (dir.path / "evil.so").string();
  const std::string cmd = "cc -shared -fPIC -o " + plugin + " " + plugin_src + " 2>/dev/null";
  if (std::system(cmd.c_str()) != 0) {
    WARN("SKIP: no C compiler to build the test plugin");
    return;
  }
  const std::string file = dir.write("main.c", "int main(void) { return 0; }\n");
  for (const std::vector<std::string>& flags : std::vector<std::vector<std::string>>{
           {"-Xclang=-fpass-plugin=" + plugin},
           {"-fpass-plugin=" + plugin},
           {"-Xclang", "-load", "-Xclang", plugin},
           {"-fplugin=" + plugin},
       }) {
    llvm::LLVMContext ctx;
    braid::CompileRequest req;
    req.files = {file};
    req.flags = flags;
    const braid::CompileResult r = braid::compile_to_module(req, ctx);
    INFO(flags[0] << ": " << r.diagnostics);
    CHECK(r.ok);
    CHECK(has(r.diagnostics, "braid does not load compiler plugins"));
    CHECK_FALSE(fs::exists(marker));
  }
}

TEST_CASE("flag policy: a refused include fails the compile with a message naming the flag", "[frontend][security]") {
  TempDir ws, outside;
  const std::string evil = outside.write("evil.h", "static int injected = 1;\n");
  const std::string file = ws.write("main.c", "int main(void) { return 0; }\n");
  llvm::LLVMContext ctx;
  braid::CompileRequest req;
  req.files = {file};
  req.flags = {"-include", evil};
  req.include_roots = {ws.path.string()};
  const braid::CompileResult r = braid::compile_to_module(req, ctx);
  CHECK_FALSE(r.ok);
  CHECK(has(r.diagnostics, "error: braid refuses '-include " + evil + "'"));
}
