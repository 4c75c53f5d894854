#include "jit/instance.h"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/ExecutionEngine/Orc/Core.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/MemoryBuffer.h>

#include <set>
#include <stdexcept>

#include "jit/program.h"
#include "runtime/intercept.h"

namespace braid {

namespace {

[[noreturn]] void fail_with(const std::string& what, llvm::Error err) {
  throw std::runtime_error(what + ": " + llvm::toString(std::move(err)));
}

template <typename T>
T unwrap(llvm::Expected<T> value, const std::string& what) {
  if (!value) fail_with(what, value.takeError());
  return std::move(*value);
}

}  // namespace

ProgramInstance::ProgramInstance(const Program& program, const runtime::RuntimeConfig& config)
    : program_(program), runtime_(std::make_unique<runtime::Runtime>(config)) {
  namespace orc = llvm::orc;
  auto context = std::make_unique<llvm::LLVMContext>();
  auto buffer = llvm::MemoryBuffer::getMemBuffer(program.bitcode(), "braid-program", false);
  auto module = unwrap(llvm::parseBitcodeFile(buffer->getMemBufferRef(), *context),
                       "cannot load the instrumented program");

  // LLJIT defines `atexit` itself in every JITDylib (to run handlers at deinitialize):
  // the program's atexit goes to the runtime's instead, which runs the handlers when
  // main returns, interleaved with the threads still running (runtime/trust.cpp).
  if (llvm::Function* atexit_fn = module->getFunction("atexit"); atexit_fn && atexit_fn->isDeclaration())
    atexit_fn->setName("__braid_atexit");
  jit_ = unwrap(orc::LLJITBuilder().create(), "cannot create the JIT");
  orc::JITDylib& dylib = jit_->getMainJITDylib();

  // The runtime's replacements shadow libc's functions of the same name (everything else
  // resolves to the process's libraries). A function the program defines itself (say its
  // own reach_error) wins over ours.
  const std::set<std::string> defined(program.defined_symbols().begin(), program.defined_symbols().end());
  orc::SymbolMap symbols;
  for (const runtime::InterceptedSymbol& s : runtime::intercepted_symbols()) {
    if (defined.count(s.name)) continue;
    symbols[jit_->mangleAndIntern(s.name)] = {orc::ExecutorAddr::fromPtr(s.address),
                                              llvm::JITSymbolFlags::Exported | llvm::JITSymbolFlags::Callable};
  }
  if (auto err = dylib.define(orc::absoluteSymbols(std::move(symbols)))) {
    fail_with("cannot bind the braid runtime", std::move(err));
  }
  if (auto err = jit_->addIRModule(orc::ThreadSafeModule(std::move(module), std::move(context)))) {
    fail_with("cannot add the program to the JIT", std::move(err));
  }

  runtime::Runtime::CurrentScope scope(*runtime_);
  if (auto err = jit_->initialize(dylib)) {
    fail_with("static initialisation of the program failed", std::move(err));
  }
  runtime::ProgramImage image;
  auto main_addr = unwrap(jit_->lookup("main"), "cannot link the program");
  image.main_fn = main_addr.toPtr<int (*)(int, char**)>();
  auto table = unwrap(jit_->lookup(kGlobalsTableSymbol), "cannot link the program");
  auto sizes = unwrap(jit_->lookup(kGlobalSizesSymbol), "cannot link the program");
  auto count = unwrap(jit_->lookup(kGlobalCountSymbol), "cannot link the program");
  const std::uint64_t n = *count.toPtr<const std::uint64_t*>();
  void* const* addrs = table.toPtr<void* const*>();
  const std::uint64_t* bytes = sizes.toPtr<const std::uint64_t*>();
  for (std::uint64_t i = 0; i < n; ++i) image.globals.emplace_back(addrs[i], bytes[i]);
  runtime_->attach(std::move(image));
}

ProgramInstance::~ProgramInstance() {
  // Program code and data go before the runtime whose hooks they reference.
  jit_.reset();
}

const ExecutionResult& ProgramInstance::run(Scheduler& scheduler) { return runtime_->run(scheduler); }

const LocationTable& ProgramInstance::locations() const { return program_.locations(); }

}  // namespace braid
