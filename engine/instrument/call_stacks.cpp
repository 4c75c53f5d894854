// Call stacks for reports (transforms.h): every call of a program function records its
// call site in the running thread's shadow stack (runtime/shadow_stack.h), and each hook's
// location gets what reports need (inlined-at chain, library callee, value type, qualified
// function name).
#include "instrument/transforms.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/SmallString.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/ADT/StringSwitch.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/Demangle/Demangle.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/Path.h>

#include <cstdlib>
#include <string>
#include <string_view>

#include "model/source_file.h"
#include "runtime/library_buffers.h"
#include "runtime/shadow_stack.h"

namespace braid::instrument {
namespace {

using namespace llvm;

// "deposit" in C; "Account::deposit", "std::mutex::lock" in C++ (no parameters: the line
// says which overload).
std::string function_name(const DISubprogram* sp) {
  if (!sp) return "";
  StringRef linkage = sp->getLinkageName();
  if (!linkage.empty()) {
    // The demangler's nodes point into the mangled string: it must outlive them.
    const std::string mangled = linkage.str();
    ItaniumPartialDemangler demangler;
    if (!demangler.partialDemangle(mangled.c_str())) {
      if (char* name = demangler.getFunctionName(nullptr, nullptr)) {
        std::string result(name);
        std::free(name);
        if (!result.empty()) return result;
      }
    }
  }
  return sp->getName().str();
}

const DISubprogram* subprogram_of(const DILocation* dl) {
  return dl && dl->getScope() ? dl->getScope()->getSubprogram() : nullptr;
}

// Hooks that carry a location id, and which argument it is (runtime/hooks.h).
int location_argument(StringRef hook) {
  return StringSwitch<int>(hook)
      .Cases("__braid_load", "__braid_memcpy", "__braid_memmove", "__braid_memset", 3)
      .Case("__braid_store", 4)
      .Cases("__braid_rmw", "__braid_cmpxchg", 5)
      .Cases("__braid_callsite", "__braid_loop_tick", 0)
      .Cases("__braid_await_latch", "__braid_uninit_local", 1)
      .Default(-1);
}

const DIType* strip_typedefs(const DIType* t) {
  while (auto* d = dyn_cast_or_null<DIDerivedType>(t)) {
    const unsigned tag = d->getTag();
    if (tag != dwarf::DW_TAG_typedef && tag != dwarf::DW_TAG_const_type && tag != dwarf::DW_TAG_volatile_type &&
        tag != dwarf::DW_TAG_atomic_type && tag != dwarf::DW_TAG_restrict_type)
      break;
    t = d->getBaseType();
  }
  return t;
}

ValueType from_debug_type(const DIType* t, uint64_t bytes) {
  t = strip_typedefs(t);
  while (auto* c = dyn_cast_or_null<DICompositeType>(t)) {
    if (c->getTag() != dwarf::DW_TAG_array_type) return ValueType::Unknown;
    t = strip_typedefs(c->getBaseType());
  }
  if (!t || t->getSizeInBits() != bytes * 8) return ValueType::Unknown;
  if (auto* d = dyn_cast<DIDerivedType>(t))
    return d->getTag() == dwarf::DW_TAG_pointer_type ? ValueType::Pointer : ValueType::Unknown;
  auto* b = dyn_cast<DIBasicType>(t);
  if (!b) return ValueType::Unknown;
  switch (b->getEncoding()) {
    case dwarf::DW_ATE_signed: return ValueType::Signed;
    case dwarf::DW_ATE_unsigned: return ValueType::Unsigned;
    case dwarf::DW_ATE_boolean: return ValueType::Bool;
    case dwarf::DW_ATE_signed_char:
    case dwarf::DW_ATE_unsigned_char: return ValueType::Char;
    case dwarf::DW_ATE_float: return ValueType::Float;
    default: return ValueType::Unknown;
  }
}

// The C type of what `inst` (the access right after its hook) reads or writes: from the
// debug info of the variable when it is a global of that type (or an array of them),
// else from the IR type (pointers, floating point).
ValueType value_type_of(const Instruction& inst, const DataLayout& dl) {
  const Value* ptr = nullptr;
  Type* type = nullptr;
  if (auto* ld = dyn_cast<LoadInst>(&inst)) ptr = ld->getPointerOperand(), type = ld->getType();
  else if (auto* st = dyn_cast<StoreInst>(&inst)) ptr = st->getPointerOperand(), type = st->getValueOperand()->getType();
  else if (auto* rmw = dyn_cast<AtomicRMWInst>(&inst)) ptr = rmw->getPointerOperand(), type = rmw->getType();
  else if (auto* cx = dyn_cast<AtomicCmpXchgInst>(&inst))
    ptr = cx->getPointerOperand(), type = cx->getCompareOperand()->getType();
  if (!ptr || !type) return ValueType::Unknown;
  if (type->isPointerTy()) return ValueType::Pointer;
  if (type->isFloatingPointTy()) return ValueType::Float;
  if (!type->isIntegerTy()) return ValueType::Unknown;
  if (auto* gv = dyn_cast<GlobalVariable>(getUnderlyingObject(ptr, 0))) {
    SmallVector<DIGlobalVariableExpression*, 1> exprs;
    gv->getDebugInfo(exprs);
    for (DIGlobalVariableExpression* e : exprs)
      if (DIGlobalVariable* var = e->getVariable())
        if (ValueType t = from_debug_type(var->getType(), dl.getTypeStoreSize(type)); t != ValueType::Unknown) return t;
  }
  return type->isIntegerTy(1) ? ValueType::Bool : ValueType::Unknown;
}

class CallStackInstrumenter {
 public:
  explicit CallStackInstrumenter(Context& cx) : cx_(cx), m_(cx.module), locations_(cx.result.locations) {}

  void run() {
    complete_hook_locations();
    // For measuring what call stacks cost (docs/benchmarks.md): BRAID_CALL_STACKS=off
    // builds programs without them (reports then show single frames).
    if (const char* setting = std::getenv("BRAID_CALL_STACKS"); setting && std::string_view(setting) == "off") return;
    auto* i32 = Type::getInt32Ty(m_.getContext());
    auto* stack_type = ArrayType::get(i32, 1 + runtime::kShadowStackDepth);
    // Until the runtime points it at a thread's stack (static constructors), a stack of
    // its own.
    auto* fallback = new GlobalVariable(m_, stack_type, false, GlobalValue::InternalLinkage,
                                        Constant::getNullValue(stack_type), runtime::kShadowStackFallbackSymbol);
    current_ = new GlobalVariable(m_, PointerType::getUnqual(m_.getContext()), false, GlobalValue::ExternalLinkage,
                                  fallback, runtime::kShadowStackSymbol);
    for (Function& f : m_)
      if (!f.isDeclaration() && !is_hook_name(f.getName())) instrument(f);
  }

 private:
  // Calls whose callee runs program code in this thread: module functions and calls
  // through pointers (library functions are frames of their own call's location).
  static bool enters_program_code(const CallBase& call) {
    if (call.isInlineAsm() || call.isMustTailCall()) return false;
    const Function* callee = call.getCalledFunction();
    if (!callee) return true;
    return !callee->isDeclaration() && !callee->isIntrinsic() && !is_hook_name(callee->getName());
  }

  // In each function: the depth at entry is the function's for good (every call restores
  // it), so one load at entry serves every call; the optimiser drops the stores around
  // calls that reach no hook, which nobody could observe.
  void instrument(Function& f) {
    SmallVector<CallBase*, 16> calls;
    for (Instruction& inst : instructions(f))
      if (auto* call = dyn_cast<CallBase>(&inst); call && enters_program_code(*call)) calls.push_back(call);
    if (calls.empty()) return;
    auto* i32 = Type::getInt32Ty(m_.getContext());
    IRBuilder<> entry(&*f.getEntryBlock().getFirstInsertionPt());
    Value* stack = entry.CreateLoad(PointerType::getUnqual(m_.getContext()), current_, "braid.shadow");
    Value* depth = entry.CreateLoad(i32, stack, "braid.depth");
    Value* index = entry.CreateBinaryIntrinsic(Intrinsic::umin, depth,
                                               ConstantInt::get(i32, runtime::kShadowStackDepth - 1));
    Value* slot = entry.CreateInBoundsGEP(i32, stack, {entry.CreateAdd(index, ConstantInt::get(i32, 1))},
                                          "braid.slot");
    Value* inner = entry.CreateAdd(depth, ConstantInt::get(i32, 1), "braid.inner");
    DenseSet<BasicBlock*> restored;
    auto restore_at = [&](BasicBlock* bb) {
      if (restored.insert(bb).second) IRBuilder<>(&*bb->getFirstInsertionPt()).CreateStore(depth, stack);
    };
    for (CallBase* call : calls) {
      const LocationId site = site_location(*call);
      IRBuilder<> b(call);
      b.CreateStore(ConstantInt::get(i32, site), slot);
      b.CreateStore(inner, stack);
      if (auto* invoke = dyn_cast<InvokeInst>(call)) {
        restore_at(invoke->getNormalDest());
        restore_at(invoke->getUnwindDest());
      } else if (Instruction* next = call->getNextNode()) {
        IRBuilder<>(next).CreateStore(depth, stack);
      }
    }
  }

  LocationId site_location(const CallBase& call) {
    const DILocation* dl = call.getDebugLoc().get();
    if (!dl) {
      // No debug location (compiler-generated code): the frame still names the function.
      SourceLocation sl;
      sl.function = function_name(call.getFunction()->getSubprogram());
      if (sl.function.empty()) sl.function = call.getFunction()->getName().str();
      return locations_.add(std::move(sl));
    }
    const LocationId id = location_of(dl);
    // A call in the program's own code: its mutex and condition-variable arguments name the
    // objects of the library's operations under it (model/sync_names.h). A location shared
    // by two calls (one line and column) keeps the first's.
    if (SourceLocation& loc = locations_.at(id); loc.sync_arguments.empty() && !is_library_file(loc.file))
      loc.sync_arguments = call_sync_arguments(cx_, const_cast<CallBase&>(call));
    return id;
  }

  // A location for `dl` and its inlined-at chain (memoised: chains share their tails).
  LocationId location_of(const DILocation* dl) {
    if (auto it = by_debug_loc_.find(dl); it != by_debug_loc_.end()) return it->second;
    SourceLocation sl;
    sl.file = file_of(dl);
    sl.line = dl->getLine();
    sl.column = dl->getColumn();
    sl.function = function_name(subprogram_of(dl));
    if (const DILocation* outer = dl->getInlinedAt()) sl.inlined_at = location_of(outer);
    const LocationId id = locations_.add(std::move(sl));
    by_debug_loc_[dl] = id;
    return id;
  }

  void complete_hook_locations() {
    const DataLayout& dl = m_.getDataLayout();
    for (Function& f : m_) {
      if (f.isDeclaration()) continue;
      for (Instruction& inst : instructions(f)) {
        auto* call = dyn_cast<CallInst>(&inst);
        const Function* hook = call ? call->getCalledFunction() : nullptr;
        if (!hook) continue;
        const int arg = location_argument(hook->getName());
        if (arg < 0 || static_cast<unsigned>(arg) >= call->arg_size()) continue;
        auto* id_value = dyn_cast<ConstantInt>(call->getArgOperand(arg));
        if (!id_value || id_value->isZero() || id_value->getZExtValue() >= locations_.size()) continue;
        SourceLocation& loc = locations_.at(static_cast<LocationId>(id_value->getZExtValue()));
        const DILocation* debug = call->getDebugLoc().get();
        if (const std::string name = function_name(subprogram_of(debug)); !name.empty()) loc.function = name;
        if (debug && debug->getInlinedAt() && !loc.inlined_at) loc.inlined_at = location_of(debug->getInlinedAt());
        if (hook->getName() == "__braid_callsite") {
          // The intercepted call follows its announcement (after a possible local-effect hook).
          for (const Instruction* next = call->getNextNode(); next; next = next->getNextNode()) {
            auto* library_call = dyn_cast<CallBase>(next);
            if (!library_call) continue;
            const Function* callee = library_call->getCalledFunction();
            if (callee && callee->getName().starts_with("__braid_local_effect")) continue;
            // A call on shared buffers goes to the runtime's replacement (library_buffers.h):
            // the user called the libc function.
            if (callee) loc.callee = callee->getName().str();
            if (StringRef(loc.callee).starts_with(runtime::kSharedBufferPrefix))
              loc.callee.erase(0, runtime::kSharedBufferPrefix.size());
            break;
          }
        } else if (arg >= 3 && !hook->getName().starts_with("__braid_mem")) {
          // load, store, rmw, cmpxchg: the access runs right after its hook.
          if (const Instruction* access = call->getNextNode()) loc.value_type = value_type_of(*access, dl);
        }
      }
    }
  }

  Context& cx_;
  Module& m_;
  LocationTable& locations_;
  GlobalVariable* current_ = nullptr;
  DenseMap<const DILocation*, LocationId> by_debug_loc_;
};

}  // namespace

void add_call_stacks(Context& cx) { CallStackInstrumenter(cx).run(); }

}  // namespace braid::instrument
