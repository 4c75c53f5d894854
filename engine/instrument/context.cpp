// The shared context of the instrumentation transformations (context.h).
#include "instrument/context.h"

#include <llvm/IR/DebugInfoMetadata.h>

#include "instrument/transforms.h"
#include "runtime/intercept.h"

namespace braid::instrument {

using namespace llvm;

namespace {

std::string where(const Instruction& inst) {
  if (const DILocation* dl = inst.getDebugLoc().get())
    return file_of(dl) + ":" + std::to_string(dl->getLine()) + ":" +
           std::to_string(dl->getColumn());
  return "in function " + inst.getFunction()->getName().str();
}

}  // namespace

Context::Context(Module& m, InstrumentResult& result, FunctionAnalysisManager& fam)
    : module(m), data_layout(m.getDataLayout()), llvm_context(m.getContext()), result(result), analyses(fam) {
  i32 = Type::getInt32Ty(llvm_context);
  i64 = Type::getInt64Ty(llvm_context);
  ptr = PointerType::getUnqual(llvm_context);
  for (const runtime::InterceptedSymbol& symbol : runtime::intercepted_symbols()) intercepted.insert(symbol.name);
}

FunctionCallee Context::declare(StringRef name, Type* ret, ArrayRef<Type*> params) {
  FunctionCallee callee = module.getOrInsertFunction(name, FunctionType::get(ret, params, false));
  // nounwind keeps C++ code simple (plain calls, no landing pads); nothing else is
  // claimed, so the optimiser must treat each hook as reading and writing anything.
  if (auto* f = dyn_cast<Function>(callee.getCallee())) f->addFnAttr(Attribute::NoUnwind);
  return callee;
}

void Context::declare_hooks() {
  Type* void_ = Type::getVoidTy(llvm_context);
  hooks.load = declare("__braid_load", void_, {ptr, i64, i32, i32});
  hooks.store = declare("__braid_store", void_, {ptr, i64, i64, i32, i32});
  hooks.rmw = declare("__braid_rmw", void_, {ptr, i64, i64, i32, i32, i32});
  hooks.cmpxchg = declare("__braid_cmpxchg", void_, {ptr, i64, i64, i64, i32, i32});
  hooks.fence = declare("__braid_fence", void_, {i32});
  hooks.memcpy = declare("__braid_memcpy", void_, {ptr, ptr, i64, i32});
  hooks.memmove = declare("__braid_memmove", void_, {ptr, ptr, i64, i32});
  hooks.memset = declare("__braid_memset", void_, {ptr, i32, i64, i32});
  hooks.callsite = declare("__braid_callsite", void_, {i32});
  hooks.loop_tick = declare("__braid_loop_tick", void_, {i32});
  hooks.await_reset = declare("__braid_await_reset", i64, {});
  hooks.await_latch = declare("__braid_await_latch", i64, {i64, i32, i32, i32, i64, i64, i64, i64});
  hooks.local_effect = declare("__braid_local_effect", void_, {});
  hooks.tls_address = declare("__braid_tls_address", ptr, {ptr, i64});
}

LocationId Context::add_location(const Instruction& inst, const DebugLoc& loc, std::string object) {
  const DILocation* dl = loc.get();
  if (!dl) return 0;
  SourceLocation sl;
  sl.file = file_of(dl);
  sl.line = dl->getLine();
  sl.column = dl->getColumn();
  if (DISubprogram* sp = dl->getScope() ? dl->getScope()->getSubprogram() : nullptr)
    sl.function = sp->getName().str();
  if (sl.function.empty()) sl.function = inst.getFunction()->getName().str();
  sl.object = std::move(object);
  return result.locations.add(std::move(sl));
}

void Context::refuse(const Instruction& inst, const std::string& what) {
  result.unsupported.push_back(where(inst) + ": " + what);
}

Value* Context::to_i64(IRBuilder<>& b, Value* v) {
  Type* t = v->getType();
  if (t->isPointerTy()) return b.CreateZExtOrTrunc(b.CreatePtrToInt(v, data_layout.getIntPtrType(t)), i64);
  if (t->isIntegerTy())
    return t->getIntegerBitWidth() <= 64 ? b.CreateZExt(v, i64) : ConstantInt::get(i64, 0);
  bool scalar_like = t->isFloatingPointTy() ||
                     (isa<FixedVectorType>(t) && !t->getScalarType()->isPointerTy());
  if (scalar_like) {
    uint64_t bits = data_layout.getTypeSizeInBits(t).getFixedValue();
    if (bits > 0 && bits <= 64 && bits == t->getPrimitiveSizeInBits().getFixedValue())
      return b.CreateZExt(b.CreateBitCast(v, IntegerType::get(llvm_context, bits)), i64);
  }
  return ConstantInt::get(i64, 0);
}

Value* Context::as_ptr(IRBuilder<>& b, Value* p) {
  return b.CreatePointerBitCastOrAddrSpaceCast(p, ptr);
}

std::optional<uint64_t> Context::store_size(const Instruction& inst, Type* t) {
  TypeSize size = data_layout.getTypeStoreSize(t);
  if (size.isScalable()) {
    refuse(inst, "access to a scalable vector");
    return std::nullopt;
  }
  return size.getFixedValue();
}

}  // namespace braid::instrument
