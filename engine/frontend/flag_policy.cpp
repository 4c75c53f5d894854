// The compiler-flag policy (flag_policy.h): Clang's option tables parse the flags, so an
// option is recognised by its identity (aliases and joined/separate forms included), and the
// cc1 invocation Clang finally built is checked again before anything runs.
#include "frontend/flag_policy.h"
#include "frontend/install_paths.h"

#include <clang/Driver/Options.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Lex/HeaderSearchOptions.h>
#include <clang/Lex/PreprocessorOptions.h>
#include <llvm/Option/Arg.h>
#include <llvm/Option/ArgList.h>
#include <llvm/Option/OptTable.h>
#include <llvm/Option/Option.h>

#include <filesystem>
#include <string_view>

namespace braid {
namespace {
namespace fs = std::filesystem;
namespace opts = clang::driver::options;

std::string resolved(const std::string& path) {
  std::error_code ec;
  fs::path p = fs::absolute(path, ec);
  if (ec) return path;
  fs::path c = fs::weakly_canonical(p, ec);
  return (ec ? p.lexically_normal() : c).string();
}

bool inside(const std::string& path, const std::string& root) {
  if (root.empty()) return false;
  if (root == "/") return true;
  return path == root || (path.size() > root.size() && path.compare(0, root.size(), root) == 0 &&
                          path[root.size()] == '/');
}

// Folders only the administrator (or braid's own installation) writes: compilers' and the C
// library's headers live here, and another local user cannot plant files in them.
const std::vector<std::string>& system_folders() {
  static const std::vector<std::string> folders{"/usr", resolved(kClangResourceDir),
                                                resolved(kRuntimeIncludeDir)};
  return folders;
}

enum class Verdict { Keep, DropPlugin, DropPassThrough, DropInput, Refuse };

struct Decision {
  Verdict verdict = Verdict::Keep;
  std::string reason;  // for Refuse and DropPassThrough
};

bool matches_any(const llvm::opt::Option& o, std::initializer_list<unsigned> ids) {
  for (unsigned id : ids)
    if (o.matches(id)) return true;
  return false;
}

// Options whose value names a file or folder the compiler reads headers, modules or
// toolchain files from.
bool names_include_path(const llvm::opt::Option& o) {
  return matches_any(o, {opts::OPT_I, opts::OPT_isystem, opts::OPT_iquote, opts::OPT_idirafter,
                         opts::OPT_include, opts::OPT_imacros, opts::OPT_include_pch, opts::OPT_isysroot,
                         opts::OPT__sysroot_EQ, opts::OPT__sysroot, opts::OPT_cxx_isystem,
                         opts::OPT_iframework, opts::OPT_F, opts::OPT_ivfsoverlay, opts::OPT_fmodule_map_file,
                         opts::OPT_fmodule_file, opts::OPT_fprebuilt_module_path, opts::OPT_gcc_toolchain,
                         opts::OPT_gcc_install_dir_EQ, opts::OPT_resource_dir, opts::OPT_embed_dir_EQ,
                         opts::OPT_isystem_after, opts::OPT_internal_isystem,
                         opts::OPT_internal_externc_isystem, opts::OPT_iprefix});
}

Decision decide(const llvm::opt::Arg& a, const FlagPolicy& policy) {
  const llvm::opt::Option& o = a.getOption();
  if (matches_any(o, {opts::OPT_fplugin_EQ, opts::OPT_fpass_plugin_EQ, opts::OPT_fplugin_arg, opts::OPT_load,
                      opts::OPT_plugin, opts::OPT_add_plugin, opts::OPT_plugin_arg,
                      opts::OPT_hipspv_pass_plugin_EQ}))
    return {Verdict::DropPlugin, {}};
  // Arguments for other tools (linker, assembler, preprocessor pass-through, LLVM's global
  // options, tool search prefixes): braid runs none of those tools, and what they carry is
  // not checked by this policy.
  if (o.matches(opts::OPT_mllvm))
    return {Verdict::DropPassThrough, "LLVM options are process-wide and are not checked by braid"};
  const std::string_view name(o.getName().data(), o.getName().size());
  if ((!name.empty() && name.front() == 'X' && !o.matches(opts::OPT_Xclang)) ||
      matches_any(o, {opts::OPT_Wl_COMMA, opts::OPT_Wa_COMMA, opts::OPT_Wp_COMMA, opts::OPT_B, opts::OPT_Xlinker,
                      opts::OPT_Xassembler, opts::OPT_Xpreprocessor}))
    return {Verdict::DropPassThrough, "braid runs no other tool, so it passes nothing to one"};
  if (matches_any(o, {opts::OPT_config}))
    return {Verdict::Refuse, "configuration files (--config) can carry any flag; pass the flags themselves"};
  if (o.matches(opts::OPT_driver_mode))
    return {Verdict::Refuse, "another driver mode would read the other flags differently from this policy"};
  if (name.rfind("ccc-", 0) == 0)
    return {Verdict::DropPassThrough, "the driver's internal -ccc options are not for users"};
  if (o.matches(opts::OPT_INPUT)) return {Verdict::DropInput, {}};
  if (names_include_path(o) && a.getNumValues() > 0) {
    std::string value = a.getValue(0);
    // -fmodule-file=[name=]path
    if (o.matches(opts::OPT_fmodule_file) && value.find('=') != std::string::npos) value = value.substr(value.find('=') + 1);
    if (!path_allowed(value, policy)) {
      std::string why = resolved(value);
      why.append(" is outside the workspace and the system folders");
      return {Verdict::Refuse, why};
    }
  }
  return {};
}

std::string joined(const std::vector<std::string>& flags, std::size_t begin, std::size_t end) {
  std::string s;
  for (std::size_t i = begin; i < end; ++i) {
    if (i > begin) s.push_back(' ');
    s.append(flags[i]);
  }
  return s;
}

struct Span {
  const llvm::opt::Arg* arg;
  std::size_t begin, end;  // argv indices [begin, end)
};

// Each parsed option with the argv elements it consumed (options are parsed in order, so an
// option ends where the next begins).
std::vector<Span> spans_of(const llvm::opt::InputArgList& args, std::size_t argc) {
  std::vector<Span> spans;
  for (const llvm::opt::Arg* a : args) spans.push_back(Span{a, a->getIndex(), argc});
  for (std::size_t i = 0; i + 1 < spans.size(); ++i) spans[i].end = spans[i + 1].begin;
  return spans;
}

}  // namespace

bool path_allowed(const std::string& path, const FlagPolicy& policy) {
  if (policy.include_roots.empty()) return true;
  const std::string p = resolved(path);
  for (const auto& r : policy.include_roots)
    if (inside(p, resolved(r))) return true;
  for (const auto& s : system_folders())
    if (inside(p, s)) return true;
  return false;
}

PolicyOutcome apply_flag_policy(const std::vector<std::string>& flags, const FlagPolicy& policy) {
  PolicyOutcome out;
  for (const auto& f : flags)
    if (!f.empty() && f.front() == '@') {
      out.diagnostics += "error: braid refuses '" + f + "': response files are not read; pass the flags themselves\n";
      out.refused = true;
    }
  if (out.refused) return out;

  const llvm::opt::OptTable& table = clang::driver::getDriverOptTable();
  std::vector<const char*> argv;
  for (const auto& f : flags) argv.push_back(f.c_str());
  unsigned missing_index = 0, missing_count = 0;
  const llvm::opt::InputArgList args =
      table.ParseArgs(argv, missing_index, missing_count, llvm::opt::Visibility(opts::ClangOption));
  std::vector<bool> keep(flags.size(), false);
  auto apply = [&](const Decision& d, const std::string& text, const std::vector<std::size_t>& indices) {
    switch (d.verdict) {
      case Verdict::Keep:
        for (std::size_t i : indices) keep[i] = true;
        return;
      case Verdict::DropPlugin:
        out.diagnostics += "warning: ignoring '" + text + "': braid does not load compiler plugins\n";
        return;
      case Verdict::DropPassThrough:
        out.diagnostics += "warning: ignoring '" + text + "': " + d.reason + "\n";
        return;
      case Verdict::DropInput:
        out.diagnostics += "warning: ignoring '" + text + "': not a compiler option (source files are given separately)\n";
        return;
      case Verdict::Refuse:
        out.diagnostics += "error: braid refuses '" + text + "': " + d.reason + "\n";
        out.refused = true;
        return;
    }
  };

  // -Xclang values form a cc1 command line of their own: parse them together (one cc1
  // option may span several -Xclang) and judge each cc1 option like a driver option.
  std::vector<std::string> cc1_values;
  std::vector<std::pair<std::size_t, std::size_t>> cc1_owner;  // cc1 value -> argv span of its -Xclang
  for (const Span& s : spans_of(args, flags.size())) {
    if (s.arg->getOption().matches(opts::OPT_Xclang)) {
      cc1_values.push_back(s.arg->getValue(0));
      cc1_owner.emplace_back(s.begin, s.end);
      continue;
    }
    std::vector<std::size_t> idx;
    for (std::size_t i = s.begin; i < s.end; ++i) idx.push_back(i);
    apply(decide(*s.arg, policy), joined(flags, s.begin, s.end), idx);
  }
  if (missing_count > 0 && missing_index < flags.size())
    out.diagnostics += "warning: ignoring '" + flags[missing_index] + "': it needs a value\n";

  if (!cc1_values.empty()) {
    std::vector<const char*> cc1_argv;
    for (const auto& v : cc1_values) cc1_argv.push_back(v.c_str());
    unsigned mi = 0, mc = 0;
    const llvm::opt::InputArgList cc1 = table.ParseArgs(cc1_argv, mi, mc, llvm::opt::Visibility(opts::CC1Option));
    std::vector<bool> judged(cc1_values.size(), false);
    for (const Span& s : spans_of(cc1, cc1_values.size())) {
      std::vector<std::size_t> idx;
      std::string text;
      for (std::size_t i = s.begin; i < s.end; ++i) {
        judged[i] = true;
        const auto [b, e] = cc1_owner[i];
        for (std::size_t k = b; k < e; ++k) idx.push_back(k);
        if (!text.empty()) text.push_back(' ');
        text.append(joined(flags, b, e));
      }
      apply(decide(*s.arg, policy), text, idx);
    }
    for (std::size_t i = 0; i < cc1_values.size(); ++i)
      if (!judged[i])
        out.diagnostics += "warning: ignoring '" + joined(flags, cc1_owner[i].first, cc1_owner[i].second) +
                           "': it needs a value\n";
  }
  if (out.refused) return out;
  for (std::size_t i = 0; i < flags.size(); ++i)
    if (keep[i]) out.flags.push_back(flags[i]);
  return out;
}

bool invocation_allowed(const clang::CompilerInvocation& inv, const FlagPolicy& policy, std::string& diagnostics) {
  bool ok = true;
  auto refuse = [&](const std::string& what) {
    diagnostics += "error: braid refuses " + what + "\n";
    ok = false;
  };
  const clang::FrontendOptions& fo = inv.getFrontendOpts();
  for (const auto& p : fo.Plugins) refuse("to load the compiler plugin '" + p + "'");
  for (const auto& p : fo.AddPluginActions) refuse("to run the plugin action '" + p + "'");
  if (!fo.ActionName.empty()) refuse("to run the plugin action '" + fo.ActionName + "'");
  for (const auto& p : inv.getCodeGenOpts().PassPlugins) refuse("to load the pass plugin '" + p + "'");
  for (const auto& a : fo.LLVMArgs) refuse("the LLVM option '" + a + "' (LLVM options are process-wide)");
  if (policy.include_roots.empty()) return ok;

  auto check = [&](const std::string& path, const char* what) {
    if (!path.empty() && !path_allowed(path, policy))
      refuse(std::string(what) + " '" + path + "': it is outside the workspace and the system folders");
  };
  const clang::PreprocessorOptions& pp = inv.getPreprocessorOpts();
  for (const auto& p : pp.Includes) check(p, "the included file");
  for (const auto& p : pp.MacroIncludes) check(p, "the macro file");
  for (const auto& p : pp.ChainedIncludes) check(p, "the included file");
  check(pp.ImplicitPCHInclude, "the precompiled header");
  for (const auto& p : pp.EmbedEntries) check(p, "the #embed folder");
  const clang::HeaderSearchOptions& hs = inv.getHeaderSearchOpts();
  // The driver adds toolchain folders that may not exist on this system (e.g. a
  // sysroot-relative /include); a missing folder supplies no header. Every folder a user
  // flag named was already judged by apply_flag_policy, existing or not.
  for (const auto& e : hs.UserEntries) {
    std::error_code ec;
    if (fs::exists(e.Path, ec)) check(e.Path, "the include folder");
  }
  if (hs.Sysroot != "/") check(hs.Sysroot, "the sysroot");
  check(hs.ResourceDir, "the resource folder");
  for (const auto& p : hs.VFSOverlayFiles) check(p, "the file-system overlay");
  for (const auto& p : hs.PrebuiltModulePaths) check(p, "the module folder");
  for (const auto& [name, p] : hs.PrebuiltModuleFiles) check(p, "the module file");
  for (const auto& p : fo.ModuleMapFiles) check(p, "the module map");
  for (const auto& p : fo.ModuleFiles) check(p, "the module file");
  for (const auto& p : fo.ASTMergeFiles) check(p, "the AST file");
  return ok;
}

}  // namespace braid
