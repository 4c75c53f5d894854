#include "jit/exit_functions.h"

#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <map>

namespace braid {

namespace {

constexpr const char* kTableSymbol = "__braid_runnable_exit_functions";
constexpr const char* kCountSymbol = "__braid_runnable_exit_function_count";
constexpr const char* kCtorTableSymbol = "__braid_static_constructors";
constexpr const char* kCtorCountSymbol = "__braid_static_constructor_count";
constexpr const char* kDtorTableSymbol = "__braid_static_destructors";
constexpr const char* kDtorCountSymbol = "__braid_static_destructor_count";
constexpr const char* kRegistersSymbol = "__braid_registers_exit_handlers_while_running";

// Code that only static initialisation runs: the functions of llvm.global_ctors and the
// per-object initialisers clang emits for them (a global object's destructor is registered
// there, once, before any execution).
bool is_static_initialisation(const llvm::Function& f, const std::vector<llvm::Function*>& constructors) {
  const llvm::StringRef name = f.getName();
  return name.starts_with("__cxx_global_var_init") || name.starts_with("_GLOBAL__sub_I_") ||
         std::find(constructors.begin(), constructors.end(), &f) != constructors.end();
}

// Does `f`, and everything it calls, stay within the module and braid's runtime?
bool stays_in_program(const llvm::Function& f, const std::set<std::string>& provided,
                      std::map<const llvm::Function*, bool>& memo) {
  if (auto it = memo.find(&f); it != memo.end()) return it->second;
  if (f.isDeclaration()) {
    const bool ok = f.isIntrinsic() || provided.count(f.getName().str()) != 0;
    memo[&f] = ok;
    return ok;
  }
  memo[&f] = true;  // recursion: assume so while looking
  for (const llvm::BasicBlock& block : f) {
    for (const llvm::Instruction& inst : block) {
      const auto* call = llvm::dyn_cast<llvm::CallBase>(&inst);
      if (!call) continue;
      const llvm::Function* callee = call->getCalledFunction();
      if (!callee || !stays_in_program(*callee, provided, memo)) {  // indirect call or inline asm
        memo[&f] = false;
        return false;
      }
    }
  }
  return true;
}

std::vector<llvm::Function*> structors_by_priority(const llvm::Module& module, const char* list_name);

}  // namespace

void add_runnable_exit_functions_table(llvm::Module& module, const std::set<std::string>& provided) {
  std::vector<llvm::Constant*> runnable;
  std::map<const llvm::Function*, bool> memo;
  for (const char* registrar : {"__cxa_atexit", "atexit", "__braid_atexit"}) {
    const llvm::Function* reg = module.getFunction(registrar);
    if (!reg) continue;
    for (const llvm::User* user : reg->users()) {
      const auto* call = llvm::dyn_cast<llvm::CallBase>(user);
      if (!call || call->getCalledFunction() != reg || call->arg_size() == 0) continue;
      auto* fn = llvm::dyn_cast<llvm::Function>(call->getArgOperand(0)->stripPointerCasts());
      if (!fn || fn->isDeclaration() || !stays_in_program(*fn, provided, memo)) continue;
      if (std::find(runnable.begin(), runnable.end(), fn) == runnable.end()) runnable.push_back(fn);
    }
  }
  // `__attribute__((destructor))` functions run at exit as the handlers do, under the same
  // condition for running in every execution after one static initialisation.
  for (llvm::Function* fn : structors_by_priority(module, "llvm.global_dtors"))
    if (!fn->isDeclaration() && stays_in_program(*fn, provided, memo) &&
        std::find(runnable.begin(), runnable.end(), fn) == runnable.end())
      runnable.push_back(fn);
  auto* ptr = llvm::PointerType::getUnqual(module.getContext());
  auto* i64 = llvm::Type::getInt64Ty(module.getContext());
  auto* table_type = llvm::ArrayType::get(ptr, runnable.size());
  new llvm::GlobalVariable(module, table_type, true, llvm::GlobalValue::ExternalLinkage,
                           llvm::ConstantArray::get(table_type, runnable), kTableSymbol);
  new llvm::GlobalVariable(module, i64, true, llvm::GlobalValue::ExternalLinkage,
                           llvm::ConstantInt::get(i64, runnable.size()), kCountSymbol);
  // Whether code other than static initialisation calls a registrar: a C++ function-local
  // static with a destructor, atexit or at_quick_exit in main or a thread.
  const std::vector<llvm::Function*> constructors = structors_by_priority(module, "llvm.global_ctors");
  bool registers = false;
  for (const char* registrar : {"__cxa_atexit", "atexit", "__braid_atexit", "at_quick_exit"}) {
    const llvm::Function* reg = module.getFunction(registrar);
    if (!reg) continue;
    for (const llvm::User* user : reg->users()) {
      const auto* call = llvm::dyn_cast<llvm::CallBase>(user);
      // Any other use (the registrar's address taken) counts: it may be called from anywhere.
      if (!call || call->getCalledFunction() != reg ||
          !is_static_initialisation(*call->getFunction(), constructors))
        registers = true;
    }
  }
  auto* i8 = llvm::Type::getInt8Ty(module.getContext());
  new llvm::GlobalVariable(module, i8, true, llvm::GlobalValue::ExternalLinkage,
                           llvm::ConstantInt::get(i8, registers ? 1 : 0), kRegistersSymbol);
}

bool registers_exit_handlers_while_running(llvm::orc::LLJIT& jit) {
  auto flag = jit.lookup(kRegistersSymbol);
  if (!flag) {  // an object compiled before the flag existed: assume it may
    llvm::consumeError(flag.takeError());
    return true;
  }
  return *flag->toPtr<const std::uint8_t*>() != 0;
}

std::vector<void*> runnable_exit_functions(llvm::orc::LLJIT& jit) {
  auto table = jit.lookup(kTableSymbol);
  auto count = jit.lookup(kCountSymbol);
  if (!table || !count) {
    if (!table) llvm::consumeError(table.takeError());
    if (!count) llvm::consumeError(count.takeError());
    return {};
  }
  const std::uint64_t n = *count->toPtr<const std::uint64_t*>();
  void* const* fns = table->toPtr<void* const*>();
  return std::vector<void*>(fns, fns + n);
}

namespace {

// The functions of `llvm.global_ctors` or `llvm.global_dtors`, by priority (smallest first),
// then as listed.
std::vector<llvm::Function*> structors_by_priority(const llvm::Module& module, const char* list_name) {
  std::vector<std::pair<std::uint64_t, llvm::Function*>> entries;  // (priority, function)
  if (const llvm::GlobalVariable* list = module.getGlobalVariable(list_name); list && list->hasInitializer()) {
    if (const auto* array = llvm::dyn_cast<llvm::ConstantArray>(list->getInitializer())) {
      for (const llvm::Use& use : array->operands()) {
        const auto* entry = llvm::dyn_cast<llvm::ConstantStruct>(use.get());
        if (!entry || entry->getNumOperands() < 2) continue;
        const auto* priority = llvm::dyn_cast<llvm::ConstantInt>(entry->getOperand(0));
        auto* fn = llvm::dyn_cast<llvm::Function>(entry->getOperand(1)->stripPointerCasts());
        if (!priority || !fn) continue;
        entries.emplace_back(priority->getZExtValue(), fn);
      }
    }
  }
  std::stable_sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<llvm::Function*> fns;
  for (const auto& [priority, fn] : entries) fns.push_back(fn);
  return fns;
}

void add_function_table(llvm::Module& module, const std::vector<llvm::Function*>& functions,
                        const char* table_symbol, const char* count_symbol) {
  const std::vector<llvm::Constant*> fns(functions.begin(), functions.end());
  auto* ptr = llvm::PointerType::getUnqual(module.getContext());
  auto* i64 = llvm::Type::getInt64Ty(module.getContext());
  auto* table_type = llvm::ArrayType::get(ptr, fns.size());
  new llvm::GlobalVariable(module, table_type, true, llvm::GlobalValue::ExternalLinkage,
                           llvm::ConstantArray::get(table_type, fns), table_symbol);
  new llvm::GlobalVariable(module, i64, true, llvm::GlobalValue::ExternalLinkage,
                           llvm::ConstantInt::get(i64, fns.size()), count_symbol);
}

std::vector<void (*)()> function_table(llvm::orc::LLJIT& jit, const char* table_symbol, const char* count_symbol) {
  auto table = jit.lookup(table_symbol);
  auto count = jit.lookup(count_symbol);
  if (!table || !count) {
    if (!table) llvm::consumeError(table.takeError());
    if (!count) llvm::consumeError(count.takeError());
    return {};
  }
  const std::uint64_t n = *count->toPtr<const std::uint64_t*>();
  auto* const* fns = table->toPtr<void (*const*)()>();
  return std::vector<void (*)()>(fns, fns + n);
}

}  // namespace

void add_static_constructors_table(llvm::Module& module) {
  add_function_table(module, structors_by_priority(module, "llvm.global_ctors"), kCtorTableSymbol, kCtorCountSymbol);
}

std::vector<void (*)()> static_constructors(llvm::orc::LLJIT& jit) {
  return function_table(jit, kCtorTableSymbol, kCtorCountSymbol);
}

void add_static_destructors_table(llvm::Module& module) {
  // glibc runs .fini_array backwards: the largest priority first, and of one priority the
  // last listed first (checked natively with gcc and clang, glibc 2.36: docs/runtime.md).
  std::vector<llvm::Function*> fns = structors_by_priority(module, "llvm.global_dtors");
  std::reverse(fns.begin(), fns.end());
  add_function_table(module, fns, kDtorTableSymbol, kDtorCountSymbol);
}

std::vector<void (*)()> static_destructors(llvm::orc::LLJIT& jit) {
  return function_table(jit, kDtorTableSymbol, kDtorCountSymbol);
}

}  // namespace braid
