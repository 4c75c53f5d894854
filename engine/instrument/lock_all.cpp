// std::lock (and std::scoped_lock of several mutexes, which calls it) without libstdc++'s
// retry livelock (runtime/lock_all.cpp; docs/runtime.md, "std::lock").
//
// libstdc++'s std::lock locks one mutex, try_locks the others and, when one is taken,
// unlocks and starts again from the one that failed. Two threads naming the same mutexes
// in opposite orders can take turns at that forever, every round changing what the other
// observes, so no await-loop rule stops it. Each instantiation `std::lock<L...>` the
// program defines gets a new entry block that hands its mutexes to the runtime, which
// takes them one std::lock at a time (or, for lockables it does not know, answers 0 and the
// original body runs).
#include <llvm/Demangle/Demangle.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>

#include <string>
#include <vector>

#include "instrument/transforms.h"

namespace braid::instrument {

using namespace llvm;

namespace {

// The template arguments of a demangled "void std::lock<A, B, ...>(A&, B&, ...)", split at
// the commas of the outermost level; empty when `name` is no std::lock.
std::vector<std::string> lock_template_arguments(const std::string& name) {
  const std::string prefix = "void std::lock<";
  if (name.rfind(prefix, 0) != 0) return {};
  std::vector<std::string> args;
  std::string current;
  int depth = 0;
  for (std::size_t i = prefix.size(); i < name.size(); ++i) {
    const char c = name[i];
    if (c == '<') ++depth;
    if (c == '>' && depth-- == 0) {
      args.push_back(current);
      return args;
    }
    if (c == ',' && depth == 0) {
      args.push_back(current);
      current.clear();
      if (i + 1 < name.size() && name[i + 1] == ' ') ++i;
      continue;
    }
    current += c;
  }
  return {};
}

// The mutex types whose native handle (a pthread_mutex_t) is the object's first member and
// whose lock / try_lock / unlock are pthread_mutex_lock / trylock / unlock.
bool is_pthread_mutex_type(StringRef type) {
  return type == "std::mutex" || type == "std::recursive_mutex" || type == "std::timed_mutex" ||
         type == "std::recursive_timed_mutex";
}

}  // namespace

void model_lock_all(Context& cx) {
  FunctionCallee hook = cx.module.getOrInsertFunction(
      "__braid_lock_all", FunctionType::get(cx.i32, {cx.i32, cx.i64}, /*isVarArg=*/true));
  FunctionCallee callsite = cx.hooks.callsite;
  for (Function& f : cx.module) {
    if (f.isDeclaration() || !f.getName().starts_with("_ZSt4lockI")) continue;
    const std::vector<std::string> types = lock_template_arguments(demangle(f.getName().str()));
    if (types.size() < 2 || types.size() > 64 || types.size() != f.arg_size()) continue;
    // Bit i of the mask: argument i is a std::unique_lock of such a mutex (else the mutex).
    std::uint64_t unique_lock_mask = 0;
    bool known = true;
    for (std::size_t i = 0; i < types.size(); ++i) {
      StringRef type = types[i];
      if (type.consume_front("std::unique_lock<") && type.consume_back(">")) unique_lock_mask |= 1ull << i;
      known = known && is_pthread_mutex_type(type);
    }
    if (!known) continue;
    BasicBlock* original = &f.getEntryBlock();
    DebugLoc where;
    for (Instruction& inst : *original)
      if (inst.getDebugLoc()) {
        where = inst.getDebugLoc();
        break;
      }
    BasicBlock* entry = BasicBlock::Create(cx.llvm_context, "braid.lock_all", &f, original);
    BasicBlock* done = BasicBlock::Create(cx.llvm_context, "braid.lock_all.done", &f, original);
    IRBuilder<> b(entry);
    b.SetCurrentDebugLocation(where);
    std::vector<Value*> args = {b.getInt32(static_cast<std::uint32_t>(types.size())), b.getInt64(unique_lock_mask)};
    for (Argument& a : f.args()) args.push_back(&a);
    CallInst* call = b.CreateCall(hook, args);
    const LocationId loc = cx.add_location(*call, where, "std::lock");
    IRBuilder<>(call).CreateCall(callsite, {ConstantInt::get(cx.i32, loc)})->setDebugLoc(where);
    b.CreateCondBr(b.CreateICmpNE(call, b.getInt32(0)), done, original);
    IRBuilder<> r(done);
    r.SetCurrentDebugLocation(where);
    r.CreateRetVoid();
  }
}

}  // namespace braid::instrument
