// In-process Clang driver: source files + user flags -> one linked LLVM module.
//
// Each file goes through the Clang driver only to compute cc1 arguments (so toolchain and
// libstdc++ detection behave exactly like `clang -c`), then through a private
// CompilerInstance running EmitLLVMOnlyAction into the caller's LLVMContext. Nothing here
// touches global mutable state, so several compilations may run on different threads
// as long as each uses its own context.
#include "frontend/compiler.h"
#include "frontend/deferred_inlining.h"
#include "frontend/linkage.h"

#include "frontend/flag_policy.h"

#include "frontend/compile_cache.h"
#include "frontend/file_probes.h"
#include "frontend/install_paths.h"

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/CodeGen/CodeGenAction.h>
#include <clang/Driver/Compilation.h>
#include <clang/Driver/Driver.h>
#include <clang/Driver/Job.h>
#include <clang/Driver/Tool.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/FrontendActions.h>
#include <clang/Frontend/PreprocessorOutputOptions.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Frontend/Utils.h>
#include <clang/Lex/PPCallbacks.h>
#include <clang/Lex/Preprocessor.h>
#include <clang/Lex/PreprocessorOptions.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TargetParser/Host.h>

#include <algorithm>
#include <mutex>
#include <optional>
#include <string_view>

#include "frontend/source_language.h"

namespace braid {
namespace {

using Language = SourceLanguage;

// The C++ standard without a -std flag (clang's and g++'s default), and the one tried when a
// file does not compile with it (compile_cxx_one).
constexpr std::string_view kDefaultCxxStd = "-std=c++17";
constexpr std::string_view kCxx20Std = "-std=c++20";

// Which extensions are programs, and in which language: frontend/source_language.h, the
// one list the CLI and braidd ask too.
std::optional<Language> language_of(const std::string& file) { return source_language_of(file); }

bool is_preprocessed(const std::string& file) { return is_preprocessed_source(file); }

// GCC's _FORTIFY_SOURCE wrappers (in a file `gcc -O2 -D_FORTIFY_SOURCE=2 -E` wrote) pass their
// variadic arguments on with a GCC builtin Clang does not have: Clang's error (or, inside a
// system header, the undefined symbol) does not say where it comes from or what to do.
void add_va_arg_pack_note(std::string& diagnostics) {
  if (diagnostics.find("__builtin_va_arg_pack") == std::string::npos) return;
  diagnostics += "note: `__builtin_va_arg_pack` is GCC's, used by glibc's _FORTIFY_SOURCE wrappers when GCC "
                 "preprocesses with optimisation: preprocess the file again without _FORTIFY_SOURCE "
                 "(`-U_FORTIFY_SOURCE`, or `-O0`), or give braid the .c file\n";
}

bool starts_with(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

bool is_cxx_std(std::string_view value) {
  return starts_with(value, "c++") || starts_with(value, "gnu++");
}

// User flags after filtering. `std` is kept apart so it is only applied to files of the
// matching language (a C project may still contain one .cpp file, and vice versa).
struct FilteredFlags {
  std::vector<std::string> common;
  std::optional<std::string> c_std, cxx_std;
};

// Flags taking their value as the next argument whose value we must also drop.
bool drops_next_arg(std::string_view f) {
  return f == "-o" || f == "-MF" || f == "-MT" || f == "-MQ" || f == "-x" || f == "-L" ||
         f == "-l" || f == "-Xlinker" || f == "-Xassembler" || f == "-Xpreprocessor" ||
         f == "-mllvm";
}

// Flags taking their value as the next argument that we keep together with it.
bool keeps_next_arg(std::string_view f) {
  return f == "-I" || f == "-D" || f == "-U" || f == "-include" || f == "-isystem" ||
         f == "-iquote" || f == "-idirafter" || f == "-imacros" || f == "-iprefix" ||
         f == "-iwithprefix" || f == "-isysroot" || f == "--sysroot" ||
         f == "-imultilib" || f == "-iwithprefixbefore";
}

// Flags that are meaningless or harmful for an in-process compile to IR: output selection,
// optimisation (we optimise after instrumenting), dependency files, linker-only flags.
bool silently_dropped(std::string_view f) {
  if (f.size() >= 2 && f.substr(0, 2) == "-O") return true;
  if (f == "-c" || f == "-S" || f == "-E" || f == "-emit-llvm" || f == "-fsyntax-only" ||
      f == "-v" || f == "-###" || f == "-pipe" || f == "-save-temps" ||
      starts_with(f, "-save-temps="))
    return true;
  if (f == "-M" || f == "-MM" || f == "-MD" || f == "-MMD" || f == "-MP" || f == "-MG")
    return true;
  if (starts_with(f, "-o") || starts_with(f, "-Wl,") || starts_with(f, "-Wa,") ||
      starts_with(f, "-Wp,") || starts_with(f, "-l") || starts_with(f, "-L") ||
      starts_with(f, "-x"))
    return true;
  // We always emit full debug info with columns; -g0 would lose source locations.
  if (starts_with(f, "-g")) return true;
  if (starts_with(f, "-flto") || f == "-shared" || f == "-static" || f == "-rdynamic" ||
      f == "-nostdlib" || f == "-nostartfiles")
    return true;
  return false;
}

FilteredFlags filter_flags(const std::vector<std::string>& flags, std::string& diagnostics) {
  FilteredFlags out;
  for (std::size_t i = 0; i < flags.size(); ++i) {
    const std::string& f = flags[i];
    bool has_next = i + 1 < flags.size();
    if (f == "-Xclang") {
      // Code-loading -Xclang values never get here: frontend/flag_policy.cpp dropped them.
      if (!has_next) continue;
      const std::string& v = flags[i + 1];
      if (v == "-disable-O0-optnone" || v == "-emit-llvm") {
        i += 1;
        continue;
      }
      out.common.push_back(f);
      out.common.push_back(v);
      i += 1;
      continue;
    }
    if (is_target_flag(f)) {
      // The module is JIT-compiled in this process: it must be for the host.
      diagnostics += "warning: ignoring '" + f + "': braid compiles for the host\n";
      if (f == "-target" && has_next) ++i;
      continue;
    }
    if (starts_with(f, "-fsanitize")) {
      diagnostics += "warning: ignoring '" + f + "': sanitizers are not supported by braid\n";
      continue;
    }
    if (starts_with(f, "-mllvm")) {
      // -mllvm sets process-global LLVM options, which would race with other compiles.
      diagnostics += "warning: ignoring '" + f + "': LLVM options are process-global\n";
      if (f == "-mllvm" && has_next) ++i;
      continue;
    }
    if (drops_next_arg(f)) {
      if (has_next) ++i;
      continue;
    }
    if (silently_dropped(f)) continue;
    if (starts_with(f, "-std=") || starts_with(f, "--std=")) {
      std::string value = f.substr(f.find('=') + 1);
      (is_cxx_std(value) ? out.cxx_std : out.c_std) = "-std=" + value;
      continue;
    }
    if (f == "-std" && has_next) {
      const std::string& value = flags[++i];
      (is_cxx_std(value) ? out.cxx_std : out.c_std) = "-std=" + value;
      continue;
    }
    out.common.push_back(f);
    if (keeps_next_arg(f) && has_next) out.common.push_back(flags[++i]);
  }
  return out;
}

// The driver locates its installation (and from there some toolchain files) relative to
// the executable path; the resource dir is <prefix>/lib/clang/<N>, so clang is
// <prefix>/bin/clang. Nothing is executed.
const std::string& clang_executable() {
  static const std::string path = [] {
    llvm::SmallString<256> p(kClangResourceDir);
    for (int i = 0; i < 3; ++i) llvm::sys::path::remove_filename(p);
    llvm::sys::path::append(p, "bin", "clang");
    return std::string(p);
  }();
  return path;
}

void initialize_llvm_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    llvm::InitializeNativeTargetAsmParser();
  });
}

// The cc1 invocation for one file, as `clang -c` with the user's (filtered) flags would run
// it, checked against the flag policy. Diagnostics of the driver are appended to `diags`;
// null on error. `cc1_out`, when given, receives the cc1 arguments.
std::shared_ptr<clang::CompilerInvocation> make_invocation(const std::string& file, Language lang,
                                                          const FilteredFlags& flags, const FlagPolicy& policy,
                                                          std::string& diags,
                                                          std::vector<std::string>* cc1_out = nullptr) {
  llvm::raw_string_ostream diag_stream(diags);
  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> diag_opts = new clang::DiagnosticOptions();
  diag_opts->ShowColors = false;
  clang::TextDiagnosticPrinter driver_printer(diag_stream, diag_opts.get());
  llvm::IntrusiveRefCntPtr<clang::DiagnosticIDs> diag_ids(new clang::DiagnosticIDs());
  clang::DiagnosticsEngine driver_diags(diag_ids, diag_opts, &driver_printer,
                                        /*ShouldOwnClient=*/false);

  std::vector<std::string> args = {"clang", "-c"};
  // A preprocessed C file is preprocessed once more, with no predefined macro (`-undef`: it
  // needs none, and `linux` or `unix`, which gnu11 defines, would rewrite its identifiers)
  // and braid's compatibility definitions for what GCC's expansion of glibc's headers holds
  // and Clang refuses (runtime/include/braid_gcc_preprocessed.h). A preprocessed C++ file
  // is compiled as it is.
  const bool preprocessed = is_preprocessed(file);
  std::string gcc_compat;
  if (preprocessed && lang == Language::C) {
    gcc_compat = std::string(kRuntimeIncludeDir) + "/braid_gcc_preprocessed.h";
    for (const char* a : {"-xc", "-undef", "-include", gcc_compat.c_str()}) args.push_back(a);
  } else if (preprocessed) {
    args.push_back("-xc++-cpp-output");
  } else {
    args.push_back(lang == Language::Cxx ? "-xc++" : "-xc");
  }
  for (const auto& f : flags.common) args.push_back(f);
  if (lang == Language::Cxx)
    args.push_back(flags.cxx_std.value_or(std::string(kDefaultCxxStd)));
  else
    args.push_back(flags.c_std.value_or("-std=gnu11"));
  // Ours come last so the user cannot override them.
  for (const char* a : {"-g", "-gcolumn-info", "-O0", "-Xclang", "-disable-O0-optnone",
                        "-fno-discard-value-names", "-resource-dir", kClangResourceDir})
    args.push_back(a);
  // braid's headers (<latch>, <barrier>): a preprocessed file includes nothing (the flag
  // would only draw clang's "argument unused" warning).
  if (!preprocessed) {
    args.push_back("-I");
    args.push_back(kRuntimeIncludeDir);
  }
  args.push_back(file);

  std::vector<const char*> argv;
  argv.reserve(args.size());
  for (const auto& a : args) argv.push_back(a.c_str());

  // The driver resolves toolchain paths (libstdc++, glibc headers) as `clang -c` would.
  clang::driver::Driver driver(clang_executable(), llvm::sys::getProcessTriple(), driver_diags,
                               "braid");
  driver.setCheckInputsExist(false);
  std::unique_ptr<clang::driver::Compilation> compilation(driver.BuildCompilation(argv));
  if (!compilation || driver_diags.hasErrorOccurred()) return nullptr;
  const clang::driver::Command* cc1 = nullptr;
  for (const auto& job : compilation->getJobs()) {
    if (llvm::StringRef(job.getCreator().getName()) == "clang") {
      cc1 = &job;
      break;
    }
  }
  if (!cc1) {
    diag_stream.flush();
    diags += "error: the clang driver produced no compile job for '" + file + "'\n";
    return nullptr;
  }

  auto invocation = std::make_shared<clang::CompilerInvocation>();
  const llvm::opt::ArgStringList& cc1_args = cc1->getArguments();
  if (cc1_out) cc1_out->assign(cc1_args.begin(), cc1_args.end());
  if (!clang::CompilerInvocation::CreateFromArgs(*invocation, cc1_args, driver_diags, argv[0]) ||
      driver_diags.hasErrorOccurred())
    return nullptr;
  // Whatever spelling reached cc1, the parsed invocation decides what may be loaded and read.
  if (!invocation_allowed(*invocation, policy, diags)) return nullptr;
  // The driver asks cc1 to leak its AST for speed at exit; we are a long-lived process.
  invocation->getFrontendOpts().DisableFree = false;
  invocation->getDiagnosticOpts().ShowColors = false;
  return invocation;
}

// Runs `action` on a compiler instance of `invocation` whose diagnostics append to `diags`.
// False if the action failed or reported an error.
// With `probes`, every file-system question of the action and its answer are recorded
// there (frontend/file_probes.h).
bool execute_action(std::shared_ptr<clang::CompilerInvocation> invocation, clang::FrontendAction& action,
                    std::string& diags, FileProbes* probes = nullptr) {
  llvm::raw_string_ostream diag_stream(diags);
  clang::CompilerInstance ci;
  ci.setInvocation(std::move(invocation));
  clang::TextDiagnosticPrinter printer(diag_stream, &ci.getDiagnosticOpts());
  ci.createDiagnostics(&printer, /*ShouldOwnClient=*/false);
  if (probes) {
    // What the recorder cannot vouch for: an overlay's mapping (read before the recorder
    // sees anything), and modules and precompiled headers, whose readers compare sizes and
    // times of their inputs, which the probes do not hold.
    const clang::CompilerInvocation& inv = ci.getInvocation();
    if (!inv.getHeaderSearchOpts().VFSOverlayFiles.empty()) probes->give_up("a file-system overlay is in use");
    if (inv.getLangOpts().Modules || !inv.getPreprocessorOpts().ImplicitPCHInclude.empty() ||
        !inv.getHeaderSearchOpts().PrebuiltModuleFiles.empty() || !inv.getFrontendOpts().ModuleFiles.empty())
      probes->give_up("modules or a precompiled header are in use");
    ci.createFileManager(
        probe_recording_file_system(clang::createVFSFromCompilerInvocation(inv, ci.getDiagnostics()), *probes));
  }
  // "N errors generated." goes to the verbose stream, which defaults to stderr.
  ci.setVerboseOutputStream(diag_stream);
  const bool ok = ci.ExecuteAction(action);
  diag_stream.flush();
  return ok && !ci.getDiagnostics().hasErrorOccurred();
}

// Compiles one file. Diagnostics (from the driver and from cc1) are appended to `diags`.
std::unique_ptr<llvm::Module> compile_one(const std::string& file, Language lang,
                                          const FilteredFlags& flags, const FlagPolicy& policy,
                                          llvm::LLVMContext& context, std::string& diags) {
  std::shared_ptr<clang::CompilerInvocation> invocation = make_invocation(file, lang, flags, policy, diags);
  if (!invocation) return nullptr;
  defer_program_always_inline(invocation->getCodeGenOpts());
  EmitLLVMWithInlineDefinitions action(&context);
  const bool ok = execute_action(std::move(invocation), action, diags);
  std::unique_ptr<llvm::Module> module = action.takeModule();
  if (!ok || !module) return nullptr;
  return module;
}

// Compiles one C++ file. Without a -std flag it is compiled as C++17, the default of clang
// and g++; a file that does not compile so but compiles as C++20 (std::barrier, std::latch,
// std::jthread, std::atomic::wait, ... written for a build that passes -std=c++20, which
// braid cannot see) is taken as C++20, and `took_cxx20` says so (the verdict's note:
// CompileResult::files_checked_as_cxx20). Otherwise the C++17 errors are the ones reported.
std::unique_ptr<llvm::Module> compile_cxx_one(const std::string& file, const FilteredFlags& flags,
                                              const FlagPolicy& policy, llvm::LLVMContext& context,
                                              std::string& diags, bool& took_cxx20) {
  std::string default_diags;
  std::unique_ptr<llvm::Module> module = compile_one(file, Language::Cxx, flags, policy, context, default_diags);
  if (module || flags.cxx_std) {
    diags += default_diags;
    return module;
  }
  FilteredFlags cxx20 = flags;
  cxx20.cxx_std = std::string(kCxx20Std);
  std::string cxx20_diags;
  module = compile_one(file, Language::Cxx, cxx20, policy, context, cxx20_diags);
  if (!module) {
    diags += default_diags;
    return nullptr;
  }
  took_cxx20 = true;
  diags += cxx20_diags;
  return module;
}

// Runs only the preprocessor, appending its output (with line markers naming every
// included file) to `out`. False if preprocessing reported an error.
class PreprocessToString final : public clang::PreprocessorFrontendAction {
 public:
  PreprocessToString(std::string& out, FileProbes* probes) : out_(out), probes_(probes) {}

 private:
  // The text of __DATE__, __TIME__ and __TIMESTAMP__ comes from the clock or a file's
  // modification time, which no probe records: their use makes the probes incomplete.
  class ClockMacroWatch final : public clang::PPCallbacks {
   public:
    explicit ClockMacroWatch(FileProbes& probes) : probes_(probes) {}
    void MacroExpands(const clang::Token& name, const clang::MacroDefinition&, clang::SourceRange,
                      const clang::MacroArgs*) override {
      const clang::IdentifierInfo* id = name.getIdentifierInfo();
      if (!id) return;
      const llvm::StringRef macro = id->getName();
      if (macro == "__DATE__" || macro == "__TIME__" || macro == "__TIMESTAMP__")
        probes_.give_up("the program uses " + macro.str());
    }

   private:
    FileProbes& probes_;
  };

  void ExecuteAction() override {
    clang::CompilerInstance& ci = getCompilerInstance();
    if (probes_) ci.getPreprocessor().addPPCallbacks(std::make_unique<ClockMacroWatch>(*probes_));
    clang::PreprocessorOutputOptions opts = ci.getPreprocessorOutputOpts();
    opts.ShowCPP = true;
    opts.ShowLineMarkers = true;
    opts.ShowComments = false;
    opts.ShowMacros = false;
    llvm::raw_string_ostream os(out_);
    clang::DoPrintPreprocessedInput(ci.getPreprocessor(), &os, opts);
  }
  std::string& out_;
  FileProbes* probes_;
};

bool preprocess_one(const std::string& file, Language lang, const FilteredFlags& flags, const FlagPolicy& policy,
                    std::string& out, FileProbes* probes) {
  std::string diags;  // not shown: the compile that follows a cache miss reports them
  std::vector<std::string> cc1;
  std::shared_ptr<clang::CompilerInvocation> invocation = make_invocation(file, lang, flags, policy, diags, &cc1);
  if (!invocation) return false;
  for (const std::string& a : cc1) {
    out += a;
    out += '\0';
  }
  out += '\n';
  PreprocessToString action(out, probes);
  return execute_action(std::move(invocation), action, diags, probes);
}

// Collects LLVM diagnostics (from the linker) into a string instead of stderr.
struct StringDiagnosticHandler : llvm::DiagnosticHandler {
  std::string* out;
  bool had_error = false;
  explicit StringDiagnosticHandler(std::string* o) : out(o) {}
  bool handleDiagnostics(const llvm::DiagnosticInfo& di) override {
    llvm::raw_string_ostream os(*out);
    switch (di.getSeverity()) {
      case llvm::DS_Error: os << "error: "; had_error = true; break;
      case llvm::DS_Warning: os << "warning: "; break;
      default: os << "note: "; break;
    }
    llvm::DiagnosticPrinterRawOStream printer(os);
    di.print(printer);
    os << "\n";
    return true;
  }
};

}  // namespace

CompileResult compile_to_module(const CompileRequest& request, llvm::LLVMContext& context) {
  PhaseTimer timer("clang");
  CompileResult result;
  initialize_llvm_once();
  if (request.files.empty()) {
    result.diagnostics = "error: no input files\n";
    return result;
  }

  const FlagPolicy policy{request.include_roots};
  PolicyOutcome accepted = apply_flag_policy(request.flags, policy);
  result.diagnostics += accepted.diagnostics;
  if (accepted.refused) return result;
  FilteredFlags flags = filter_flags(accepted.flags, result.diagnostics);

  std::unique_ptr<llvm::Module> linked;
  for (const std::string& file : request.files) {
    std::optional<Language> lang = language_of(file);
    if (!lang) {
      result.diagnostics += "error: " + file +
                            ": unsupported file type (expected .c, .cpp, .cc, .cxx, .C, or the preprocessed .i, .ii)\n";
      return result;
    }
    if (!llvm::sys::fs::is_regular_file(file)) {
      result.diagnostics += "error: " + file + ": no such file\n";
      return result;
    }
    bool took_cxx20 = false;
    std::unique_ptr<llvm::Module> module =
        *lang == Language::Cxx ? compile_cxx_one(file, flags, policy, context, result.diagnostics, took_cxx20)
                               : compile_one(file, *lang, flags, policy, context, result.diagnostics);
    if (took_cxx20) result.files_checked_as_cxx20.push_back(file);
    if (!module) {  // diagnostics already hold clang's errors
      add_va_arg_pack_note(result.diagnostics);
      return result;
    }
    if (!linked) {
      linked = std::move(module);
      continue;
    }
    // The linker reports through the context's handler: borrow it, then give it back.
    std::unique_ptr<llvm::DiagnosticHandler> saved = context.getDiagnosticHandler();
    auto handler = std::make_unique<StringDiagnosticHandler>(&result.diagnostics);
    StringDiagnosticHandler* handler_ptr = handler.get();
    context.setDiagnosticHandler(std::move(handler));
    bool failed = llvm::Linker::linkModules(*linked, std::move(module));
    failed = failed || handler_ptr->had_error;
    context.setDiagnosticHandler(std::move(saved));
    if (failed) {
      result.diagnostics += "error: cannot link " + file + " with the previous files\n";
      return result;
    }
  }

  llvm::Function* main_fn = linked->getFunction("main");
  if (!main_fn || main_fn->isDeclaration()) {
    std::string names;
    for (std::size_t i = 0; i < request.files.size(); ++i)
      names += (i ? ", " : "") + request.files[i];
    result.diagnostics += "error: no `main` function in " + names +
                          " (braid runs the program from main)\n";
    return result;
  }

  // What a linker would refuse: a symbol used but defined nowhere (the JIT would fail).
  if (const std::vector<std::string> missing = undefined_symbols(*linked); !missing.empty()) {
    // OpenMP's runtime calls (-fopenmp) are not a missing file: say what the program uses.
    const auto openmp = std::find_if(missing.begin(), missing.end(), is_openmp_runtime_symbol);
    if (openmp != missing.end()) {
      result.diagnostics += "error: the program uses OpenMP (it calls `" + *openmp +
                            "` of the OpenMP runtime): braid does not model OpenMP's threads; it verifies "
                            "programs whose threads are POSIX threads, C11 threads or std::thread\n";
      result.failure = ErrorKind::Unsupported;
      return result;
    }
    std::string names;
    for (const std::string& name : missing) names += (names.empty() ? "`" : ", `") + name + "`";
    result.diagnostics += "error: undefined " + std::string(missing.size() == 1 ? "symbol " : "symbols ") + names +
                          ": used by the program but defined in none of its files, and not a library "
                          "function braid or the C/C++ runtime provides. Give braid the file that defines " +
                          (missing.size() == 1 ? "it" : "them") + " (all files of the program go on one "
                          "command line), or define " + (missing.size() == 1 ? "it" : "them") + ".\n";
    add_va_arg_pack_note(result.diagnostics);
    result.failure = ErrorKind::LinkError;
    return result;
  }

  result.ok = true;
  result.module = std::move(linked);
  return result;
}

namespace {

// The user's flags as given (they decide the filter's warnings), the include roots, then per
// file its path and its cc1 arguments (the filtered flags as Clang sees them, which name the
// working directory, the include paths the driver found and its target); with `probes`
// (compile_fingerprint) each file's preprocessed text after its arguments. nullopt where
// compile_fingerprint's is.
std::optional<std::string> fingerprint(const CompileRequest& request, std::string_view header, FileProbes* probes,
                                       bool preprocess) {
  initialize_llvm_once();
  std::string out(header);
  // The flag policy runs as in compile_to_module: a build it refuses is never looked up, so
  // a cached build cannot bypass it (the include roots are part of the key too).
  const FlagPolicy policy{request.include_roots};
  const PolicyOutcome accepted = apply_flag_policy(request.flags, policy);
  if (accepted.refused) return std::nullopt;
  std::string ignored;
  FilteredFlags flags = filter_flags(accepted.flags, ignored);
  for (const std::string& f : request.flags) {
    out += f;
    out += '\0';
  }
  out += '\n';
  for (const std::string& root : request.include_roots) {
    out += root;
    out += '\0';
  }
  out += '\n';
  for (const std::string& file : request.files) {
    std::optional<Language> lang = language_of(file);
    if (!lang || !llvm::sys::fs::is_regular_file(file)) return std::nullopt;
    out += file;
    out += '\n';
    if (preprocess) {
      if (!preprocess_one(file, *lang, flags, policy, out, probes)) return std::nullopt;
    } else {
      std::string diags;  // the compile reports them
      std::vector<std::string> cc1;
      if (!make_invocation(file, *lang, flags, policy, diags, &cc1)) return std::nullopt;
      for (const std::string& a : cc1) {
        out += a;
        out += '\0';
      }
    }
    out += '\n';
  }
  return out;
}

}  // namespace

std::optional<std::string> compile_fingerprint(const CompileRequest& request, FileProbes* probes) {
  return fingerprint(request, "braid-compile-fingerprint 2\n", probes, true);
}

std::optional<std::string> compile_command_fingerprint(const CompileRequest& request) {
  // The working directory resolves relative paths (the cc1 arguments name it too, as the
  // debug information's compilation directory: said here so the key does not rest on that).
  llvm::SmallString<256> cwd;
  if (llvm::sys::fs::current_path(cwd)) return std::nullopt;
  return fingerprint(request, "braid-compile-command 1\n" + std::string(cwd) + '\n', nullptr, false);
}

bool is_target_flag(std::string_view flag) {
  return flag == "-target" || flag.starts_with("--target=") || flag == "-m32" || flag == "-mx32" || flag == "-m16";
}

}  // namespace braid
