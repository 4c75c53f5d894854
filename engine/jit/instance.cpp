#include "jit/instance.h"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/ExecutionEngine/ObjectCache.h>
#include <llvm/ExecutionEngine/Orc/CompileUtils.h>
#include <llvm/ExecutionEngine/Orc/Core.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/MemoryBuffer.h>

#include <memory>
#include <set>
#include <string>
#include <stdexcept>

#include "frontend/compile_cache.h"
#include "jit/exit_functions.h"
#include "jit/program.h"
#include "model/engine_error.h"
#include "model/source_file.h"
#include "runtime/cancel_points.h"
#include "runtime/hooks.h"  // kStackLimitSymbol
#include "runtime/intercept.h"
#include "runtime/libc_state.h"

namespace braid {

namespace {

// A byte the program module gets: 1 when pthread_exit must unwind (C++ cleanups).
constexpr const char* kUnwindsAtExitSymbol = "__braid_unwinds_at_exit";

[[noreturn]] void fail_with(const std::string& what, llvm::Error err) {
  throw std::runtime_error(what + ": " + llvm::toString(std::move(err)));
}

template <typename T>
T unwrap(llvm::Expected<T> value, const std::string& what) {
  if (!value) fail_with(what, value.takeError());
  return std::move(*value);
}

// What the JIT's session reported while linking (ORC reports the missing symbols there;
// the lookup's own error only says that `main` could not be materialised).
using SessionErrors = std::shared_ptr<std::string>;

// A lookup that links the program: failing means a symbol the program uses is missing.
template <typename T>
T link(llvm::Expected<T> value, const SessionErrors& reported) {
  if (!value) {
    std::string message = "cannot link the program: " + llvm::toString(value.takeError());
    if (!reported->empty())
      message += " (" + *reported +
                 "): the program uses a function or variable that neither its files, braid's runtime nor the "
                 "process's libraries define; define it or give braid the file that does";
    throw LinkError(message);
  }
  return std::move(*value);
}

// Reuses the program's machine code (compiled by an earlier instance, or loaded from the
// compile cache) instead of running the code generator again. Only the program's own module
// is cached; ORC's platform modules are small and compiled each time.
class ProgramObjectCache final : public llvm::ObjectCache {
 public:
  explicit ProgramObjectCache(const Program& program) : program_(program) {}
  void notifyObjectCompiled(const llvm::Module* m, llvm::MemoryBufferRef object) override {
    if (m->getModuleIdentifier() == kProgramModuleName) program_.set_object(object.getBuffer().str());
  }
  std::unique_ptr<llvm::MemoryBuffer> getObject(const llvm::Module* m) override {
    if (m->getModuleIdentifier() != kProgramModuleName) return nullptr;
    std::shared_ptr<const std::string> object = program_.object();
    if (!object) return nullptr;
    return llvm::MemoryBuffer::getMemBufferCopy(*object, kProgramModuleName);
  }

 private:
  const Program& program_;
};

// The JIT's compiler, with its target machine built at the first module it compiles
// itself: when the program's machine code comes from the compile cache (a program verified
// before, and every instance after the first of a run) no module is compiled and no target
// machine is needed (building one was ~0.8M instructions, per instance; docs/benchmarks.md,
// speed21). What it compiles, and how, is what TMOwningSimpleCompiler does.
class CompilerOnFirstUse final : public llvm::orc::IRCompileLayer::IRCompiler {
 public:
  CompilerOnFirstUse(llvm::orc::JITTargetMachineBuilder jtmb, llvm::ObjectCache* cache)
      : IRCompiler(llvm::orc::irManglingOptionsFromTargetOptions(jtmb.getOptions())),
        jtmb_(std::move(jtmb)),
        cache_(cache) {}
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> operator()(llvm::Module& m) override {
    if (!compiler_) {
      // SimpleCompiler's own first step: the cached object, if any.
      if (cache_)
        if (std::unique_ptr<llvm::MemoryBuffer> cached = cache_->getObject(&m)) return cached;
      auto tm = jtmb_.createTargetMachine();
      if (!tm) return tm.takeError();
      compiler_ = std::make_unique<llvm::orc::TMOwningSimpleCompiler>(std::move(*tm), cache_);
    }
    return (*compiler_)(m);
  }

 private:
  llvm::orc::JITTargetMachineBuilder jtmb_;
  llvm::ObjectCache* cache_;
  std::unique_ptr<llvm::orc::TMOwningSimpleCompiler> compiler_;
};

// A JIT holding the program, linked against the braid runtime (nothing run yet).
std::unique_ptr<llvm::orc::LLJIT> make_jit(const Program& program, llvm::ObjectCache* cache,
                                           const SessionErrors& reported) {
  namespace orc = llvm::orc;
  auto context = std::make_unique<llvm::LLVMContext>();
  auto buffer = llvm::MemoryBuffer::getMemBuffer(program.bitcode(), kProgramModuleName, false);
  auto module = unwrap(llvm::parseBitcodeFile(buffer->getMemBufferRef(), *context),
                       "cannot load the instrumented program");

  // Clang declares `__dso_handle` hidden, so the code reaches it PC-relative (32 bits), but
  // the JIT's platform defines it in an allocation of its own, which the kernel may map more
  // than 2 GB away (seen under load with several instances: "relocation target __dso_handle
  // ... out of range of Delta32 fixup", a failed static initialisation). Made a default
  // visibility, non-local symbol, it is reached through a GOT entry in the program's own
  // allocation.
  if (llvm::GlobalVariable* dso_handle = module->getGlobalVariable("__dso_handle");
      dso_handle && dso_handle->isDeclaration()) {
    dso_handle->setVisibility(llvm::GlobalValue::DefaultVisibility);
    dso_handle->setDSOLocal(false);
  }

  // LLJIT defines `atexit` itself in every JITDylib (to run handlers at deinitialize):
  // the program's atexit goes to the runtime's instead, which runs the handlers when
  // main returns, interleaved with the threads still running (runtime/trust.cpp).
  if (llvm::Function* atexit_fn = module->getFunction("atexit"); atexit_fn && atexit_fn->isDeclaration())
    atexit_fn->setName("__braid_atexit");
  {
    std::set<std::string> provided;
    for (const runtime::InterceptedSymbol& s : runtime::intercepted_symbols()) provided.insert(s.name);
    add_runnable_exit_functions_table(*module, provided);
    add_static_constructors_table(*module);
    add_static_destructors_table(*module);
  }
  {
    // Whether pthread_exit unwinds the exiting thread (runtime/thread_unwind.cpp): only a
    // program with C++ cleanups (a personality function) has frames to unwind.
    bool unwinds = false;
    for (const llvm::Function& f : *module)
      if (!f.isDeclaration() && f.hasPersonalityFn()) unwinds = true;
    auto* byte = llvm::Type::getInt8Ty(module->getContext());
    new llvm::GlobalVariable(*module, byte, true, llvm::GlobalValue::ExternalLinkage,
                             llvm::ConstantInt::get(byte, unwinds ? 1 : 0), kUnwindsAtExitSymbol);
    // Whether and how the program cancels threads (runtime/cancel_points.h).
    unsigned char cancels = 0;
    if (const llvm::Function* cancel = module->getFunction("pthread_cancel"); cancel && !cancel->use_empty()) {
      cancels = unwinds ? runtime::kCancelWithCxxCleanups : runtime::kCancelModelled;
      for (std::size_t i = 0; i < runtime::kUnmodelledCancellationPoints.size() && cancels == runtime::kCancelModelled; ++i)
        if (const llvm::Function* f = module->getFunction(runtime::kUnmodelledCancellationPoints[i]);
            f && f->isDeclaration() && !f->use_empty())
          cancels = static_cast<unsigned char>(runtime::kCancelUnmodelledPoint + i);
    }
    new llvm::GlobalVariable(*module, byte, true, llvm::GlobalValue::ExternalLinkage,
                             llvm::ConstantInt::get(byte, cancels), runtime::kCancelsSymbol);
  }
  orc::LLJITBuilder builder;
  // The module's data layout is the JIT's (LLJIT refuses a module whose layout differs from
  // its own): given here, the builder does not build a target machine only to ask it.
  if (!module->getDataLayout().isDefault()) builder.setDataLayout(module->getDataLayout());
  // As LLJIT's default (one compiler on the calling thread), with the object cache.
  builder.setCompileFunctionCreator(
      [cache](orc::JITTargetMachineBuilder jtmb) -> llvm::Expected<std::unique_ptr<orc::IRCompileLayer::IRCompiler>> {
        return std::make_unique<CompilerOnFirstUse>(std::move(jtmb), cache);
      });
  auto jit = unwrap(builder.create(), "cannot create the JIT");
  jit->getExecutionSession().setErrorReporter([reported](llvm::Error err) {
    *reported += (reported->empty() ? "" : "; ") + llvm::toString(std::move(err));
  });
  orc::JITDylib& dylib = jit->getMainJITDylib();

  // The runtime's replacements shadow libc's functions of the same name (everything else
  // resolves to the process's libraries). A function the program defines itself (say its
  // own reach_error) wins over ours.
  const std::set<std::string> defined(program.defined_symbols().begin(), program.defined_symbols().end());
  orc::SymbolMap symbols;
  for (const runtime::InterceptedSymbol& s : runtime::intercepted_symbols()) {
    if (defined.count(s.name)) continue;
    symbols[jit->mangleAndIntern(s.name)] = {orc::ExecutorAddr::fromPtr(s.address),
                                             llvm::JITSymbolFlags::Exported | llvm::JITSymbolFlags::Callable};
  }
  if (auto err = dylib.define(orc::absoluteSymbols(std::move(symbols)))) {
    fail_with("cannot bind the braid runtime", std::move(err));
  }
  if (auto err = jit->addIRModule(orc::ThreadSafeModule(std::move(module), std::move(context)))) {
    fail_with("cannot add the program to the JIT", std::move(err));
  }
  return jit;
}

}  // namespace

void compile_program_object(const Program& program) {
  if (program.object()) return;
  PhaseTimer timer("codegen (for the compile cache)");
  ProgramObjectCache cache(program);
  const auto reported = std::make_shared<std::string>();
  std::unique_ptr<llvm::orc::LLJIT> jit = make_jit(program, &cache, reported);
  // Looking main up compiles and links the program's module (its initialisers do not run).
  link(jit->lookup("main"), reported);
}

ProgramInstance::ProgramInstance(const Program& program, const runtime::RuntimeConfig& config)
    : program_(program),
      runtime_(std::make_unique<runtime::Runtime>(config)),
      object_cache_(std::make_unique<ProgramObjectCache>(program)) {
  PhaseTimer timer("jit (load bitcode, codegen or cached object, static init)");
  namespace orc = llvm::orc;
  const auto reported = std::make_shared<std::string>();
  jit_ = make_jit(program, object_cache_.get(), reported);
  orc::JITDylib& dylib = jit_->getMainJITDylib();

  runtime::ProgramImage image;
  auto table = link(jit_->lookup(kGlobalsTableSymbol), reported);
  auto sizes = link(jit_->lookup(kGlobalSizesSymbol), reported);
  auto count = link(jit_->lookup(kGlobalCountSymbol), reported);
  const std::uint64_t n = *count.toPtr<const std::uint64_t*>();
  void* const* addrs = table.toPtr<void* const*>();
  const std::uint64_t* bytes = sizes.toPtr<const std::uint64_t*>();
  for (std::uint64_t i = 0; i < n; ++i) image.globals.emplace_back(addrs[i], bytes[i]);
  // The globals as static initialisation finds them, for a program whose constructors may
  // have to run again in every execution (runtime.h; a C program has none: no copy).
  image.static_constructors = static_constructors(*jit_);
  if (!image.static_constructors.empty())
    for (auto [addr, size] : image.globals) {
      const char* p = static_cast<const char*>(addr);
      image.globals_before_static_init.emplace_back(p, p + size);
    }

  // The threads' call stacks (runtime/shadow_stack.h): the program's pointer to the running
  // thread's stack, which the runtime moves at every switch. Attached before static
  // initialisation, whose refusals name the program's frame from it.
  if (auto shadow = jit_->lookup(runtime::kShadowStackSymbol))
    runtime_->shadow_stacks().attach(shadow->toPtr<runtime::ShadowStack**>());
  else
    llvm::consumeError(shadow.takeError());
  // The running thread's stack limit, which the program's function entries check
  // (instrument/stack_frames.cpp): 0 until the runtime switches to a program thread.
  if (auto limit = jit_->lookup(runtime::kStackLimitSymbol))
    runtime_->attach_stack_limit(limit->toPtr<std::uint64_t*>());
  else
    llvm::consumeError(limit.takeError());
  runtime::Runtime::CurrentScope scope(*runtime_);
  if (auto err = jit_->initialize(dylib)) {
    // What the session reported says why (the error itself only lists the symbols).
    fail_with("static initialisation of the program failed" + (reported->empty() ? "" : " (" + *reported + ")"),
              std::move(err));
  }
  runtime_->name_static_init_refusal(program_.locations());
  auto main_addr = link(jit_->lookup("main"), reported);
  image.main_fn = main_addr.toPtr<int (*)(int, char**)>();
  image.runnable_exit_functions = runnable_exit_functions(*jit_);
  image.registers_exit_handlers_while_running = registers_exit_handlers_while_running(*jit_);
  image.static_destructors = static_destructors(*jit_);
  if (auto state = jit_->lookup(runtime::kLibcStateSymbol))
    image.libc_state = state->toPtr<runtime::LibcHiddenState*>();
  else
    llvm::consumeError(state.takeError());
  if (auto unwinds = jit_->lookup(kUnwindsAtExitSymbol))
    image.unwinds_at_exit = *unwinds->toPtr<const std::uint8_t*>() != 0;
  else
    llvm::consumeError(unwinds.takeError());
  if (auto cancels = jit_->lookup(runtime::kCancelsSymbol)) {
    const std::uint8_t how = *cancels->toPtr<const std::uint8_t*>();
    image.cancels = how != 0;
    if (how == runtime::kCancelWithCxxCleanups)
      image.cancel_refusal =
          "the program has C++ cleanups (destructors, catch blocks): glibc cancels a thread by unwinding them with "
          "a forced-unwind exception, which is not modelled; only C programs (and C++ without cleanups) may cancel";
    else if (how >= runtime::kCancelUnmodelledPoint)
      image.cancel_refusal = "the program calls " +
                             std::string(runtime::kUnmodelledCancellationPoints[how - runtime::kCancelUnmodelledPoint]) +
                             "(), a cancellation point braid does not model (a request pending there would be acted on)";
  } else {
    llvm::consumeError(cancels.takeError());
  }
  runtime_->attach(std::move(image));
}

ProgramInstance::~ProgramInstance() {
  // Program code and data go before the runtime whose hooks they reference.
  jit_.reset();
}

const ExecutionResult& ProgramInstance::run(Scheduler& scheduler) {
  if (!ran_) {
    ran_ = true;
    PhaseTimer timer("first execution");
    return runtime_->run(scheduler);
  }
  return runtime_->run(scheduler);
}

const LocationTable& ProgramInstance::locations() const { return program_.locations(); }

LocationId ProgramInstance::user_location(ThreadId thread, LocationId at) const {
  const LocationTable& table = locations();
  const std::vector<LocationId> live = runtime_->shadow_stacks().capture(thread);
  if (const LocationId here = innermost_user_location(at, live, table)) return here;
  // A thread started inside a library (std::barrier's completion thread): where its creator
  // called into the library that created it.
  const auto [created_at, creator_sites] = runtime_->creation_site(thread);
  if (const LocationId creation = innermost_user_location(created_at, creator_sites, table)) return creation;
  return at;
}

}  // namespace braid
