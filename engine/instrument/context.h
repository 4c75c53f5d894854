// What every transformation of the instrumentation pipeline shares: the module, the hook
// declarations, the result being filled (locations, statistics, refusals), the facts one
// transformation leaves for a later one, and the small helpers they all use.
// The pipeline itself is pipeline.cpp; each transformation has a file of its own
// (declared in transforms.h). Compiled with -fno-rtti like everything in this folder.
#pragma once

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/ADT/StringSet.h>
#include <llvm/IR/DebugLoc.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PassManager.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "instrument/instrument.h"

namespace braid::instrument {

// The runtime's entry points (runtime/hooks.h), declared in the module.
struct Hooks {
  llvm::FunctionCallee load, store, rmw, cmpxchg, memcpy, memmove, memset, callsite, loop_tick,
      tls_address, atomic_begin, atomic_end, await_reset, await_latch, local_effect, fence;
};

// Per loop, what the loop-tick decision needs once every function has been instrumented.
struct PendingLoop {
  llvm::Function* function;
  llvm::BasicBlock* header;
  llvm::DebugLoc loc;
  bool has_memory_hook = false;
  llvm::SmallVector<llvm::Function*, 4> callees;  // module-defined functions called in the body
};

// What the access instrumentation of one function found, for the loop transformations
// that run on the same function right after it.
struct FunctionFacts {
  llvm::DenseSet<llvm::BasicBlock*> hooked_blocks;  // blocks that received a memory hook
  llvm::DenseMap<llvm::BasicBlock*, llvm::SmallVector<llvm::Function*, 2>> block_callees;  // module functions called
};

constexpr llvm::StringRef kHookPrefix = "__braid_";
inline bool is_hook_name(llvm::StringRef name) { return name.starts_with(kHookPrefix); }

struct Context {
  Context(llvm::Module& m, InstrumentResult& result, llvm::FunctionAnalysisManager& fam);

  llvm::Module& module;
  const llvm::DataLayout& data_layout;
  llvm::LLVMContext& llvm_context;
  InstrumentResult& result;
  llvm::FunctionAnalysisManager& analyses;
  llvm::Type* i32;
  llvm::Type* i64;
  llvm::PointerType* ptr;
  Hooks hooks;
  llvm::StringSet<> intercepted;  // library functions the runtime replaces (it sees their effects)
  // escape_analysis.cpp: whether each alloca is thread-private, decided at its first query.
  llvm::DenseMap<const llvm::AllocaInst*, bool> alloca_private;
  // escape_analysis.cpp: whether no thread's copy of each thread-local variable escapes.
  llvm::DenseMap<const llvm::Value*, bool> thread_local_private;
  // Filled by the access and loop transformations for loop_ticks.cpp.
  llvm::DenseSet<llvm::Function*> functions_with_hooks;
  llvm::DenseMap<llvm::Function*, llvm::SmallVector<llvm::Function*, 4>> call_graph;
  std::vector<PendingLoop> pending_loops;

  // Declares a runtime hook (nounwind, nothing else claimed).
  llvm::FunctionCallee declare(llvm::StringRef name, llvm::Type* ret, llvm::ArrayRef<llvm::Type*> params);
  void declare_hooks();
  // A new location id for `inst` at `loc` accessing `object` (0 without debug location).
  LocationId add_location(const llvm::Instruction& inst, const llvm::DebugLoc& loc, std::string object);
  // Records a construct braid cannot model: the program is refused.
  void refuse(const llvm::Instruction& inst, const std::string& what);
  // `v` as the 64-bit value a hook receives (0 when it does not fit).
  llvm::Value* to_i64(llvm::IRBuilder<>& b, llvm::Value* v);
  llvm::Value* as_ptr(llvm::IRBuilder<>& b, llvm::Value* p);
  // The store size of type `t`; refuses scalable vectors.
  std::optional<uint64_t> store_size(const llvm::Instruction& inst, llvm::Type* t);
};

}  // namespace braid::instrument
