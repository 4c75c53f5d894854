// braid's instrumentation pipeline (new pass manager): SROA + mem2reg, the braid pass, then
// a standard -O1 pipeline. Compiled with -fno-rtti because it subclasses LLVM types.
//
// The pass inserts calls to the runtime hooks of runtime/hooks.h *before* each operation
// another thread could observe; the original instruction stays and runs natively right
// after the hook returns. The hooks are external declarations that receive the accessed
// pointer, so the optimiser that runs afterwards must assume each hook may read or write
// that memory: it can neither move the guarded access across a hook nor merge accesses
// separated by one.
#include "instrument/instrument.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/ADT/StringSet.h>
#include <llvm/Analysis/CaptureTracking.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/TargetLibraryInfo.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/DebugProgramInstruction.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/IntrinsicsX86.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PassManager.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/Path.h>
#include <llvm/TargetParser/Triple.h>
#include <llvm/Transforms/Scalar/SROA.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>
#include <llvm/Transforms/Utils/Mem2Reg.h>

#include <algorithm>
#include <optional>
#include <string>

#include "instrument/call_stacks.h"
#include "runtime/hooks.h"
#include "runtime/intercept.h"

namespace braid {
namespace {

using namespace llvm;

constexpr StringRef kHookPrefix = "__braid_";

bool is_hook_name(StringRef name) { return name.starts_with(kHookPrefix); }

// Inline assembly that cannot touch memory under sequential consistency: empty statements
// (compiler barriers) and a few hint / fence instructions.
bool harmless_asm_text(StringRef text) {
  static constexpr StringRef kHarmless[] = {"pause", "nop", "rep; nop", "rep nop", "yield",
                                             "mfence", "lfence", "sfence", "isb",
                                             "dmb ish", "dmb sy", "dsb sy", "sev", "wfe"};
  text = text.trim();
  if (text.empty()) return true;
  for (StringRef h : kHarmless)
    if (text == h) return true;
  return false;
}

// ---------------------------------------------------------------------------------------
// Source locations and object names

std::string file_of(const DILocation* dl) {
  StringRef file = dl->getFilename();
  StringRef dir = dl->getDirectory();
  if (!file.empty() && !sys::path::is_absolute(file) && sys::path::is_absolute(dir)) {
    SmallString<256> full(dir);
    sys::path::append(full, file);
    sys::path::remove_dots(full, /*remove_dot_dot=*/true);
    return std::string(full);
  }
  return std::string(file);
}

// Strips typedefs and cv-qualifiers, which do not change the layout.
const DIType* strip_qualifiers(const DIType* t) {
  while (auto* d = dyn_cast_or_null<DIDerivedType>(t)) {
    unsigned tag = d->getTag();
    if (tag != dwarf::DW_TAG_typedef && tag != dwarf::DW_TAG_const_type &&
        tag != dwarf::DW_TAG_volatile_type && tag != dwarf::DW_TAG_atomic_type &&
        tag != dwarf::DW_TAG_restrict_type)
      break;
    t = d->getBaseType();
  }
  return t;
}

// Appends ".field" / "[index]" for an access of `size` bytes at byte `offset` inside an
// object of debug type `type`; "[...]" when the offset is not a constant.
void describe_path(const DIType* type, std::optional<uint64_t> offset, uint64_t size,
                   std::string& out, unsigned depth = 0) {
  type = strip_qualifiers(type);
  if (!type || depth > 8) return;
  uint64_t type_size = type->getSizeInBits() / 8;
  auto* comp = dyn_cast<DICompositeType>(type);
  if (!comp) return;
  if (comp->getTag() == dwarf::DW_TAG_array_type) {
    const DIType* elem = strip_qualifiers(comp->getBaseType());
    uint64_t elem_size = elem ? elem->getSizeInBits() / 8 : 0;
    if (!offset || elem_size == 0) {
      out += "[...]";
      return;
    }
    if (size >= type_size && *offset == 0) return;  // the whole array
    out += '[';
    out += std::to_string(*offset / elem_size);
    out += ']';
    describe_path(elem, *offset % elem_size, size, out, depth + 1);
    return;
  }
  if (comp->getTag() != dwarf::DW_TAG_structure_type && comp->getTag() != dwarf::DW_TAG_class_type)
    return;
  if (!offset || (*offset == 0 && size >= type_size)) return;
  for (const Metadata* m : comp->getElements()) {
    auto* member = dyn_cast_or_null<DIDerivedType>(m);
    if (!member || member->getTag() != dwarf::DW_TAG_member || member->isStaticMember()) continue;
    uint64_t begin = member->getOffsetInBits() / 8;
    uint64_t end = begin + std::max<uint64_t>(1, member->getSizeInBits() / 8);
    if (*offset >= begin && *offset < end) {
      out += "." + member->getName().str();
      describe_path(member->getBaseType(), *offset - begin, size, out, depth + 1);
      return;
    }
  }
}

// The source name and debug type of an object (global or alloca), when debug info has them.
std::pair<std::string, const DIType*> object_identity(const Value* object) {
  if (auto* gv = dyn_cast<GlobalVariable>(object)) {
    SmallVector<DIGlobalVariableExpression*, 1> gves;
    gv->getDebugInfo(gves);
    for (auto* gve : gves)
      if (DIGlobalVariable* var = gve->getVariable()) return {var->getName().str(), var->getType()};
    return {gv->getName().str(), nullptr};
  }
  if (auto* ai = dyn_cast<AllocaInst>(object)) {
    auto* v = const_cast<AllocaInst*>(ai);
    for (DbgVariableRecord* dvr : findDVRDeclares(v))
      if (DILocalVariable* var = dvr->getVariable()) return {var->getName().str(), var->getType()};
    for (DbgDeclareInst* dd : findDbgDeclares(v))
      if (DILocalVariable* var = dd->getVariable()) return {var->getName().str(), var->getType()};
  }
  return {"", nullptr};
}

// ---------------------------------------------------------------------------------------

// Library functions that use a pointer argument only during the call (or write through it
// on the caller's behalf) and never hand it to another thread. Passing a local's address
// to them does not make the local shared: a pthread_t filled in by pthread_create, an
// attribute object, a buffer given to snprintf.
bool library_arg_does_not_capture(StringRef callee, unsigned arg) {
  if (callee == "pthread_create") return arg <= 1;  // the handle and the attributes; not `arg`
  if (callee == "pthread_join") return arg == 1;
  if (callee.contains("attr_") && callee.starts_with("pthread_")) return true;
  // Synchronisation objects are handled by the runtime, which never hands their address
  // to another thread (a mutex shared through pthread_create's `arg` is captured there).
  for (StringRef prefix : {"pthread_mutex_", "pthread_cond_", "pthread_rwlock_", "pthread_spin_",
                           "pthread_barrier_", "sem_", "pthread_once", "pthread_key_"})
    if (callee.starts_with(prefix)) return true;
  if (callee == "pthread_mutex_init" || callee == "pthread_cond_init" || callee == "pthread_rwlock_init" ||
      callee == "pthread_barrier_init")
    return arg == 1;
  static const char* const kPure[] = {
      "printf", "fprintf", "sprintf", "snprintf", "vprintf", "vfprintf", "vsprintf", "vsnprintf",
      "puts", "fputs", "fwrite", "fread", "fgets", "scanf", "sscanf", "fscanf", "strlen", "strnlen",
      "strcmp", "strncmp", "memcmp", "strcpy", "strncpy", "strcat", "strncat", "strchr", "strrchr",
      "strstr", "atoi", "atol", "atoll", "strtol", "strtoul", "strtoll", "strtoull", "strtod",
      "time", "clock_gettime", "gettimeofday", "nanosleep", "__assert_fail", "perror", "qsort",
      "rand_r", "sem_getvalue"};
  for (const char* name : kPure)
    if (callee == name) return true;
  return false;
}

// Capture tracking that ignores the library arguments above.
struct ThreadPrivateTracker final : CaptureTracker {
  bool captured_any = false;
  void tooManyUses() override { captured_any = true; }
  bool captured(const Use* use) override {
    if (auto* call = dyn_cast<CallBase>(use->getUser())) {
      const Function* callee = call->getCalledFunction();
      if (callee && callee->isDeclaration() && call->isArgOperand(use) &&
          library_arg_does_not_capture(callee->getName(), call->getArgOperandNo(use)))
        return false;
    }
    captured_any = true;
    return true;  // one real capture settles it
  }
};

struct Hooks {
  FunctionCallee load, store, rmw, cmpxchg, memcpy, memmove, memset, callsite, loop_tick,
      tls_address, atomic_begin, atomic_end, await_reset, await_latch, local_effect;
};

// Per loop, what the loop-tick decision needs once every function has been instrumented.
struct PendingLoop {
  Function* function;
  BasicBlock* header;
  DebugLoc loc;
  bool has_memory_hook = false;
  SmallVector<Function*, 4> callees;  // module-defined functions called in the body
};

class Instrumenter {
 public:
  Instrumenter(Module& m, InstrumentResult& result, FunctionAnalysisManager& fam)
      : m_(m), dl_(m.getDataLayout()), ctx_(m.getContext()), result_(result), fam_(fam) {
    i32_ = Type::getInt32Ty(ctx_);
    i64_ = Type::getInt64Ty(ctx_);
    ptr_ = PointerType::getUnqual(ctx_);
    for (const runtime::InterceptedSymbol& symbol : runtime::intercepted_symbols()) intercepted_.insert(symbol.name);
  }

  void run() {
    declare_hooks();
    adopt_call_once();
    rewrite_thread_locals();
    mark_unobserved_barrier_waits();
    std::vector<Function*> functions;
    for (Function& f : m_)
      if (!f.isDeclaration() && !is_hook_name(f.getName())) functions.push_back(&f);
    for (Function* f : functions) wrap_atomic_function(*f);
    for (Function* f : functions) instrument_function(*f);
    insert_loop_ticks();
  }

  // A pthread_barrier_wait whose result is unused calls __braid_barrier_wait_unobserved:
  // nobody can tell which thread arrived last (PTHREAD_BARRIER_SERIAL_THREAD), so the
  // runtime lets its arrivals commute (docs/runtime.md, "Barriers").
  void mark_unobserved_barrier_waits() {
    Function* wait = m_.getFunction("pthread_barrier_wait");
    if (!wait) return;
    FunctionCallee unobserved = m_.getOrInsertFunction("__braid_barrier_wait_unobserved", wait->getFunctionType());
    SmallVector<CallBase*, 8> calls;
    for (User* u : wait->users())
      if (auto* call = dyn_cast<CallBase>(u); call && call->getCalledFunction() == wait && call->use_empty())
        calls.push_back(call);
    for (CallBase* call : calls) call->setCalledFunction(unobserved);
  }

 private:
  // --- hooks --------------------------------------------------------------------------
  FunctionCallee declare(StringRef name, Type* ret, ArrayRef<Type*> params) {
    FunctionCallee callee = m_.getOrInsertFunction(name, FunctionType::get(ret, params, false));
    // nounwind keeps C++ code simple (plain calls, no landing pads); nothing else is
    // claimed, so the optimiser must treat each hook as reading and writing anything.
    if (auto* f = dyn_cast<Function>(callee.getCallee())) f->addFnAttr(Attribute::NoUnwind);
    return callee;
  }

  void declare_hooks() {
    Type* void_ = Type::getVoidTy(ctx_);
    hooks_.load = declare("__braid_load", void_, {ptr_, i64_, i32_, i32_});
    hooks_.store = declare("__braid_store", void_, {ptr_, i64_, i64_, i32_, i32_});
    hooks_.rmw = declare("__braid_rmw", void_, {ptr_, i64_, i64_, i32_, i32_});
    hooks_.cmpxchg = declare("__braid_cmpxchg", void_, {ptr_, i64_, i64_, i64_, i32_});
    hooks_.memcpy = declare("__braid_memcpy", void_, {ptr_, ptr_, i64_, i32_});
    hooks_.memmove = declare("__braid_memmove", void_, {ptr_, ptr_, i64_, i32_});
    hooks_.memset = declare("__braid_memset", void_, {ptr_, i32_, i64_, i32_});
    hooks_.callsite = declare("__braid_callsite", void_, {i32_});
    hooks_.loop_tick = declare("__braid_loop_tick", void_, {i32_});
    hooks_.await_reset = declare("__braid_await_reset", i64_, {});
    hooks_.await_latch = declare("__braid_await_latch", i64_, {i64_, i32_, i32_});
    hooks_.local_effect = declare("__braid_local_effect", void_, {});
    hooks_.tls_address = declare("__braid_tls_address", ptr_, {ptr_, i64_});
  }


  // --- locations ----------------------------------------------------------------------
  LocationId add_location(const Instruction& inst, const DebugLoc& loc, std::string object) {
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
    return result_.locations.add(std::move(sl));
  }

  std::string where(const Instruction& inst) {
    if (const DILocation* dl = inst.getDebugLoc().get())
      return file_of(dl) + ":" + std::to_string(dl->getLine()) + ":" +
             std::to_string(dl->getColumn());
    return "in function " + inst.getFunction()->getName().str();
  }

  void refuse(const Instruction& inst, const std::string& what) {
    result_.unsupported.push_back(where(inst) + ": " + what);
  }

  // The accessed variable as the user would name it ("counter", "s.count", "buf[...]").
  std::string object_name(Value* ptr, uint64_t size) {
    const Value* object = getUnderlyingObject(ptr, 0);
    const Value* named = object;
    if (auto* call = dyn_cast<CallInst>(object);
        call && call->getCalledFunction() == hooks_.tls_address.getCallee())
      named = call->getArgOperand(0)->stripPointerCasts();  // a thread_local variable
    APInt offset(dl_.getIndexTypeSizeInBits(ptr->getType()), 0);
    const Value* base = ptr->stripAndAccumulateConstantOffsets(dl_, offset, true);
    std::optional<uint64_t> known;
    if (base == object && !offset.isNegative()) known = offset.getZExtValue();

    auto [name, type] = object_identity(named);
    if (name.empty()) return through_pointer_name(object, known, size);
    if (type) {
      describe_path(type, known, size, name);
    } else if (!known && isa<GlobalVariable>(object) &&
               cast<GlobalVariable>(object)->getValueType()->isArrayTy()) {
      name += "[...]";
    }
    return name;
  }

  // Memory without a name of its own (heap, a caller's variable) reached through a pointer
  // variable: a pointer read from a named variable, or a pointer parameter. Gives "*p",
  // "p->next", "p[2]", "p[...]".
  std::string through_pointer_name(const Value* object, std::optional<uint64_t> known,
                                   uint64_t size) {
    // Candidates: the variable the pointer was loaded from, and every variable the debug
    // info says holds this pointer value (`struct acct *a = arg;` names both `arg` and `a`).
    // Prefer one whose pointee type is known (not void*).
    std::string var;
    const DIDerivedType* ptr_type = nullptr;
    auto consider = [&](const std::string& name, const DIType* type) {
      auto* pt = dyn_cast_or_null<DIDerivedType>(strip_qualifiers(type));
      if (name.empty() || !pt || pt->getTag() != dwarf::DW_TAG_pointer_type) return;
      if (var.empty() || (!ptr_type->getBaseType() && pt->getBaseType())) {
        var = name;
        ptr_type = pt;
      }
    };
    if (auto* ld = dyn_cast<LoadInst>(object)) {
      const Value* src = ld->getPointerOperand()->stripPointerCasts();
      if (isa<GlobalVariable>(src) || isa<AllocaInst>(src)) {
        auto [name, type] = object_identity(src);
        consider(name, type);
      }
    }
    SmallVector<DbgValueInst*, 2> values;
    SmallVector<DbgVariableRecord*, 2> records;
    findDbgValues(values, const_cast<Value*>(object), &records);
    for (DbgVariableRecord* r : records)
      if (DILocalVariable* v = r->getVariable(); v && r->getExpression()->getNumElements() == 0)
        consider(v->getName().str(), v->getType());
    for (DbgValueInst* d : values)
      if (DILocalVariable* v = d->getVariable(); v && d->getExpression()->getNumElements() == 0)
        consider(v->getName().str(), v->getType());
    if (var.empty()) return "";
    const DIType* pointee = strip_qualifiers(ptr_type->getBaseType());
    if (!known) return var + "[...]";
    uint64_t elem = pointee ? pointee->getSizeInBits() / 8 : 0;
    if (elem && *known >= elem) {
      std::string name = var + "[" + std::to_string(*known / elem) + "]";
      describe_path(pointee, *known % elem, size, name);
      return name;
    }
    std::string path;
    describe_path(pointee, *known, size, path);
    if (path.empty()) return "*" + var;
    if (path[0] == '.') return var + "->" + path.substr(1);
    return "(*" + var + ")" + path;
  }

  // The object a library call is about (its first pointer argument): the mutex of
  // pthread_mutex_lock(&m), the handle of pthread_create(&t, ...). Literals are not named.
  std::string call_object_name(CallBase& call, StringRef callee) {
    // The size of the pthread object decides how deep the name goes: `a->lock` for a mutex
    // inside a struct (glibc x86-64 sizes; elsewhere the name is merely less precise).
    uint64_t size = UINT64_MAX;
    if (callee.starts_with("pthread_mutex_")) size = 40;
    else if (callee.starts_with("pthread_cond_")) size = 48;
    else if (callee.starts_with("pthread_rwlock_")) size = 56;
    else if (callee.starts_with("pthread_spin_")) size = 4;
    else if (callee.starts_with("sem_")) size = 32;
    else if (callee == "pthread_create") size = 8;
    for (Value* arg : call.args()) {
      if (!arg->getType()->isPointerTy()) continue;
      const Value* object = getUnderlyingObject(arg, 0);
      if (auto* gv = dyn_cast<GlobalVariable>(object); gv && gv->isConstant()) return "";
      if (isa<Function>(object) || isa<ConstantPointerNull>(object)) return "";
      return object_name(arg, size);
    }
    return "";
  }

  // --- locality -----------------------------------------------------------------------
  // Whether `obj` (an underlying object) is certainly private to the executing thread.
  bool is_private_object(const Value* obj) {
    if (auto* ai = dyn_cast<AllocaInst>(obj)) {
      auto [it, inserted] = alloca_private_.try_emplace(ai, false);
      if (inserted) {
        ThreadPrivateTracker tracker;
        PointerMayBeCaptured(ai, &tracker);
        it->second = !tracker.captured_any;
      }
      return it->second;
    }
    if (auto* gv = dyn_cast<GlobalVariable>(obj)) return gv->isConstant();
    if (isa<Function>(obj)) return true;
    // Our per-thread copy of a thread_local variable.
    if (auto* call = dyn_cast<CallInst>(obj))
      if (Function* callee = call->getCalledFunction())
        return callee == hooks_.tls_address.getCallee();
    return false;
  }

  bool is_private_pointer(const Value* ptr) {
    SmallVector<const Value*, 4> objects;
    getUnderlyingObjects(ptr, objects, nullptr, 0);
    if (objects.empty()) return false;
    for (const Value* obj : objects)
      if (!is_private_object(obj)) return false;
    return true;
  }

  // --- value conversion ---------------------------------------------------------------
  Value* to_i64(IRBuilder<>& b, Value* v) {
    Type* t = v->getType();
    if (t->isPointerTy()) return b.CreateZExtOrTrunc(b.CreatePtrToInt(v, dl_.getIntPtrType(t)), i64_);
    if (t->isIntegerTy())
      return t->getIntegerBitWidth() <= 64 ? b.CreateZExt(v, i64_) : ConstantInt::get(i64_, 0);
    bool scalar_like = t->isFloatingPointTy() ||
                       (isa<FixedVectorType>(t) && !t->getScalarType()->isPointerTy());
    if (scalar_like) {
      uint64_t bits = dl_.getTypeSizeInBits(t).getFixedValue();
      if (bits > 0 && bits <= 64 && bits == t->getPrimitiveSizeInBits().getFixedValue())
        return b.CreateZExt(b.CreateBitCast(v, IntegerType::get(ctx_, bits)), i64_);
    }
    return ConstantInt::get(i64_, 0);
  }

  Value* as_ptr(IRBuilder<>& b, Value* p) {
    return b.CreatePointerBitCastOrAddrSpaceCast(p, ptr_);
  }

  std::optional<uint64_t> store_size(const Instruction& inst, Type* t) {
    TypeSize size = dl_.getTypeStoreSize(t);
    if (size.isScalable()) {
      refuse(inst, "access to a scalable vector");
      return std::nullopt;
    }
    return size.getFixedValue();
  }

  static uint32_t rmw_op(AtomicRMWInst::BinOp op) {
    switch (op) {
      case AtomicRMWInst::Xchg: return BRAID_RMW_XCHG;
      case AtomicRMWInst::Add: return BRAID_RMW_ADD;
      case AtomicRMWInst::Sub: return BRAID_RMW_SUB;
      case AtomicRMWInst::And: return BRAID_RMW_AND;
      case AtomicRMWInst::Nand: return BRAID_RMW_NAND;
      case AtomicRMWInst::Or: return BRAID_RMW_OR;
      case AtomicRMWInst::Xor: return BRAID_RMW_XOR;
      case AtomicRMWInst::Max: return BRAID_RMW_MAX;
      case AtomicRMWInst::Min: return BRAID_RMW_MIN;
      case AtomicRMWInst::UMax: return BRAID_RMW_UMAX;
      case AtomicRMWInst::UMin: return BRAID_RMW_UMIN;
      default: return BRAID_RMW_OTHER;
    }
  }

  // --- thread-locals ------------------------------------------------------------------
  // std::call_once (and what uses it: std::async, std::promise, std::future) hands its
  // callable to libstdc++'s __once_proxy through two thread-locals defined in libstdc++.so,
  // which cannot get per-fiber copies. The program gets its own definitions of both and of
  // __once_proxy (which calls __once_call, as libstdc++'s does), so the modelled
  // pthread_once runs the program's callable with each thread's own copies.
  void adopt_call_once() {
    GlobalVariable* call = m_.getGlobalVariable("_ZSt11__once_call");
    if (!call || !call->isDeclaration() || !call->isThreadLocal()) return;
    for (GlobalVariable* gv : {call, m_.getGlobalVariable("_ZSt15__once_callable")}) {
      if (!gv || !gv->isDeclaration() || !gv->isThreadLocal()) continue;
      gv->setInitializer(Constant::getNullValue(gv->getValueType()));
      gv->setLinkage(GlobalValue::InternalLinkage);
    }
    Function* proxy = m_.getFunction("__once_proxy");
    if (!proxy || !proxy->isDeclaration() || !proxy->getReturnType()->isVoidTy() || proxy->arg_size() != 0)
      return;
    IRBuilder<> b(BasicBlock::Create(ctx_, "entry", proxy));
    Value* slot = b.CreateIntrinsic(Intrinsic::threadlocal_address, {call->getType()}, {call});
    Value* target = b.CreateLoad(ptr_, slot);
    b.CreateCall(FunctionType::get(Type::getVoidTy(ctx_), false), target);
    b.CreateRetVoid();
    proxy->setLinkage(GlobalValue::InternalLinkage);
  }

  // Each thread_local becomes an ordinary global holding the initial value; the runtime
  // hands every thread its own copy through __braid_tls_address.
  void rewrite_thread_locals() {
    for (GlobalVariable& gv : m_.globals()) {
      if (!gv.isThreadLocal()) continue;
      Value* size = ConstantInt::get(i64_, dl_.getTypeAllocSize(gv.getValueType()).getFixedValue());
      SmallVector<User*, 8> users(gv.users());
      bool used = false;
      for (User* u : users) {
        auto* inst = dyn_cast<Instruction>(u);
        if (!inst) {
          used = true;
          if (!isa<GlobalValue>(u)) {  // e.g. a constant expression in an initializer
            result_.unsupported.push_back("thread-local variable '" + gv.getName().str() +
                                          "' used in a constant expression");
          }
          continue;
        }
        used = true;
        if (auto* ii = dyn_cast<IntrinsicInst>(inst);
            ii && ii->getIntrinsicID() == Intrinsic::threadlocal_address) {
          IRBuilder<> b(ii);
          CallInst* call = b.CreateCall(hooks_.tls_address, {as_ptr(b, &gv), size});
          call->setDebugLoc(ii->getDebugLoc());
          Value* replacement = b.CreatePointerBitCastOrAddrSpaceCast(call, ii->getType());
          ii->replaceAllUsesWith(replacement);
          ii->eraseFromParent();
          continue;
        }
        // A direct use (not through llvm.threadlocal.address): give it the per-thread address.
        for (Use& use : inst->operands()) {
          if (use.get() != &gv) continue;
          Instruction* at = inst;
          if (auto* phi = dyn_cast<PHINode>(inst)) at = phi->getIncomingBlock(use)->getTerminator();
          IRBuilder<> b(at);
          CallInst* call = b.CreateCall(hooks_.tls_address, {as_ptr(b, &gv), size});
          call->setDebugLoc(inst->getDebugLoc());
          use.set(b.CreatePointerBitCastOrAddrSpaceCast(call, gv.getType()));
        }
      }
      if (gv.isDeclaration()) {
        if (used)
          result_.unsupported.push_back("thread-local variable '" + gv.getName().str() +
                                        "' is defined outside the program");
        continue;
      }
      gv.setThreadLocal(false);
    }
  }

  // SV-COMP: a function named __VERIFIER_atomic_* runs as one atomic block.
  void wrap_atomic_function(Function& f) {
    StringRef name = f.getName();
    if (!name.starts_with("__VERIFIER_atomic_") || name == "__VERIFIER_atomic_begin" ||
        name == "__VERIFIER_atomic_end")
      return;
    if (!hooks_.atomic_begin) {
      hooks_.atomic_begin = declare("__VERIFIER_atomic_begin", Type::getVoidTy(ctx_), {});
      hooks_.atomic_end = declare("__VERIFIER_atomic_end", Type::getVoidTy(ctx_), {});
    }
    DebugLoc entry_loc;
    if (DISubprogram* sp = f.getSubprogram())
      entry_loc = DILocation::get(ctx_, sp->getLine(), 0, sp);
    IRBuilder<> b(&*f.getEntryBlock().getFirstInsertionPt());
    b.CreateCall(hooks_.atomic_begin)->setDebugLoc(entry_loc);
    for (BasicBlock& bb : f)
      if (auto* ret = dyn_cast<ReturnInst>(bb.getTerminator())) {
        IRBuilder<> rb(ret);
        rb.CreateCall(hooks_.atomic_end)->setDebugLoc(ret->getDebugLoc());
      }
  }

  // --- per function -------------------------------------------------------------------
  void instrument_function(Function& f) {
    LoopInfo& li = fam_.getResult<LoopAnalysis>(f);
    // Blocks that received a memory hook, and module functions called per block.
    DenseSet<BasicBlock*> hooked_blocks;
    DenseMap<BasicBlock*, SmallVector<Function*, 2>> block_callees;

    SmallVector<Instruction*, 64> work;
    for (Instruction& inst : instructions(f)) work.push_back(&inst);

    for (Instruction* inst : work) {
      BasicBlock* bb = inst->getParent();
      if (auto* ld = dyn_cast<LoadInst>(inst)) {
        if (instrument_load(*ld)) hooked_blocks.insert(bb);
      } else if (auto* st = dyn_cast<StoreInst>(inst)) {
        if (instrument_store(*st)) hooked_blocks.insert(bb);
      } else if (auto* rmw = dyn_cast<AtomicRMWInst>(inst)) {
        if (instrument_rmw(*rmw)) hooked_blocks.insert(bb);
      } else if (auto* cx = dyn_cast<AtomicCmpXchgInst>(inst)) {
        if (instrument_cmpxchg(*cx)) hooked_blocks.insert(bb);
      } else if (auto* call = dyn_cast<CallBase>(inst)) {
        // Read the callee first: instrument_call may replace (erase) a memory intrinsic.
        if (Function* callee = call->getCalledFunction();
            callee && !callee->isDeclaration() && !is_hook_name(callee->getName()))
          block_callees[bb].push_back(callee);
        if (instrument_call(*call)) hooked_blocks.insert(bb);
      }
    }

    if (!hooked_blocks.empty()) functions_with_hooks_.insert(&f);
    for (auto& [bb, callees] : block_callees)
      for (Function* callee : callees) call_graph_[&f].push_back(callee);

    // Only what every iteration runs counts (a block that dominates every latch): a
    // visible operation on a path the loop may never take (`if (i == 7) n = i;`) does not
    // bound it, nor let the deadline of --time-limit be checked.
    DominatorTree& dt = fam_.getResult<DominatorTreeAnalysis>(f);
    for (Loop* loop : li.getLoopsInPreorder()) {
      PendingLoop pending{&f, loop->getHeader(), loop->getStartLoc(), false, {}};
      SmallVector<BasicBlock*, 4> latches;
      loop->getLoopLatches(latches);
      for (BasicBlock* bb : loop->blocks()) {
        const bool every_iteration =
            std::all_of(latches.begin(), latches.end(), [&](BasicBlock* latch) { return dt.dominates(bb, latch); });
        if (!every_iteration) continue;
        if (hooked_blocks.contains(bb)) pending.has_memory_hook = true;
        if (auto it = block_callees.find(bb); it != block_callees.end())
          pending.callees.append(it->second.begin(), it->second.end());
      }
      if (!pending.has_memory_hook) pending_loops_.push_back(std::move(pending));
    }
    mark_await_loops(f, li);
  }

  // Await loops. A loop may be one when an iteration could repeat the previous one
  // exactly: `while (!flag) {}`, `while (!cas(&l, 0, 1));`, `while (!push(v)) {}` (the
  // helper reads two indexes and returns 0 when full), `for (;;) { lock(m); f = flag;
  // unlock(m); if (f) break; }`. Whether an iteration *was* a repetition is decided by the
  // runtime from what it did (runtime/await.cpp): its events (reads and writes that stored
  // the value already there, mutexes left as they were), changes no event shows
  // (__braid_local_effect: thread-local variables, unmodelled library calls) and the
  // loop-carried locals of this function (the header's phis). What the runtime cannot see
  // is the function's own private memory (locals in memory, e.g. arrays): a loop that
  // writes it, or hands its address to a library call, is not marked.
  //
  // The loop-carried locals come in two sorts:
  //   - *dead within the loop*: nothing in the loop depends on them except their own update
  //     (an iteration counter `n++` used only after the loop). They cannot change what an
  //     iteration does, so they are ignored;
  //   - the others (`v = load; while (v == 0) v = load;` carries the loaded value, `i` of
  //     `for (i = 0; i < n; i++) read(x)`): the back edge compares each one's next value with
  //     its value in this iteration.
  // The preheader calls __braid_await_reset, which returns a token (where the iteration
  // starts in the thread's history); the back edge calls __braid_await_latch with it and
  // whether the compared locals are unchanged, and gets the next iteration's token. The
  // token lives in a header phi, so nested loops, calls and recursion each keep their own.
  // Ignoring dead locals means their final value is the one of a run in which the spinning
  // thread runs only when something it read changed (the count of useful iterations).
  void mark_await_loops(Function& f, LoopInfo& li) {
    struct AwaitLoop {
      BasicBlock* latch;
      BasicBlock* header;
      BasicBlock* preheader;
      SmallVector<PHINode*, 4> compared;  // loop-carried locals that decide the iteration
    };
    SmallVector<AwaitLoop, 4> loops;
    for (Loop* loop : li.getLoopsInPreorder()) {
      BasicBlock* header = loop->getHeader();
      BasicBlock* latch = loop->getLoopLatch();
      BasicBlock* preheader = loop->getLoopPreheader();
      if (!latch || !preheader) continue;
      if (!isa<BranchInst>(latch->getTerminator())) continue;  // the back edge is split below
      if (!await_candidate(*loop)) continue;
      std::optional<SmallVector<PHINode*, 4>> compared = decisive_phis(*loop);
      if (!compared) continue;
      loops.push_back({latch, header, preheader, std::move(*compared)});
    }
    if (loops.empty()) return;
    for (AwaitLoop& l : loops) {
      IRBuilder<> reset(l.preheader->getTerminator());
      CallInst* first = reset.CreateCall(hooks_.await_reset);
      // On the back edge only: the exiting iteration must not wait. The next values of the
      // compared locals are their incoming values from the latch (read before the split,
      // which renames the edge).
      SmallVector<std::pair<PHINode*, Value*>, 4> next;
      for (PHINode* phi : l.compared) next.push_back({phi, phi->getIncomingValueForBlock(l.latch)});
      BasicBlock* edge = SplitEdge(l.latch, l.header);
      PHINode* token = PHINode::Create(i64_, 2, "braid.await.token");
      token->insertBefore(l.header->begin());
      Instruction* term = edge->getTerminator();
      DebugLoc loc = l.latch->getTerminator()->getDebugLoc();
      IRBuilder<> b(term);
      Value* same = b.getTrue();
      for (auto [phi, value] : next) {
        Value* now = phi;
        Value* then = value;
        if (phi->getType()->isFloatingPointTy()) {  // compare bits: NaN equals itself
          Type* bits = b.getIntNTy(static_cast<unsigned>(phi->getType()->getPrimitiveSizeInBits()));
          now = b.CreateBitCast(now, bits);
          then = b.CreateBitCast(then, bits);
        }
        same = b.CreateAnd(same, b.CreateICmpEQ(now, then));
      }
      LocationId id = add_location(*term, loc, "");
      CallInst* call = b.CreateCall(hooks_.await_latch, {token, b.getInt32(id), b.CreateZExt(same, i32_)});
      if (loc) call->setDebugLoc(loc);
      token->addIncoming(first, l.preheader);
      token->addIncoming(call, edge);
      ++result_.stats.await_loops;
    }
    fam_.invalidate(f, PreservedAnalyses::none());
  }

  // Whether the runtime can judge an iteration of `loop` (see mark_await_loops): it
  // observes something (a memory hook or a call), and it neither writes this function's
  // private memory nor hands it to a library function (which might write it).
  bool await_candidate(Loop& loop) {
    bool observes = false;
    auto writes_private_alloca = [&](Value* ptr) {
      if (!is_private_pointer(ptr)) return false;  // shared: hooked, the runtime sees it
      SmallVector<const Value*, 4> objects;
      getUnderlyingObjects(ptr, objects, nullptr, 0);
      for (const Value* obj : objects)
        if (isa<AllocaInst>(obj)) return true;
      return false;  // thread-local copies: __braid_local_effect
    };
    for (BasicBlock* bb : loop.blocks()) {
      for (Instruction& inst : *bb) {
        if (auto* st = dyn_cast<StoreInst>(&inst)) {
          if (writes_private_alloca(st->getPointerOperand())) return false;
        } else if (auto* rmw = dyn_cast<AtomicRMWInst>(&inst)) {
          if (writes_private_alloca(rmw->getPointerOperand())) return false;
        } else if (auto* cx = dyn_cast<AtomicCmpXchgInst>(&inst)) {
          if (writes_private_alloca(cx->getPointerOperand())) return false;
        } else if (auto* call = dyn_cast<CallBase>(&inst)) {
          if (isa<DbgInfoIntrinsic>(call) || call->isInlineAsm()) continue;
          Function* callee = call->getCalledFunction();
          if (callee && callee->isIntrinsic()) {
            if (auto* mi = dyn_cast<AnyMemIntrinsic>(call); mi && writes_private_alloca(mi->getRawDest()))
              return false;
            continue;
          }
          if (callee && (callee == hooks_.callsite.getCallee() || callee == hooks_.loop_tick.getCallee() ||
                         callee == hooks_.tls_address.getCallee() || callee == hooks_.local_effect.getCallee()))
            continue;
          observes = true;
          if (callee && callee->isDeclaration() && !is_hook_name(callee->getName()))
            for (Value* arg : call->args())
              if (arg->getType()->isPointerTy() && writes_private_alloca(arg)) return false;
        }
      }
    }
    return observes;
  }

  // The header phis of `loop` that decide what an iteration does, or nullopt if the loop
  // cannot be an await loop. A phi is dead within the loop when every in-loop use of it (and
  // of what is computed from it) is arithmetic, a cast, a comparison, a select or a phi whose
  // result is itself dead within the loop: it reaches no branch, no load or hook argument,
  // and no division (which could trap). Only scalar (integer, pointer, floating-point)
  // decisive phis can be compared.
  std::optional<SmallVector<PHINode*, 4>> decisive_phis(Loop& loop) {
    SmallVector<PHINode*, 4> decisive;
    for (PHINode& phi : loop.getHeader()->phis()) {
      DenseSet<Value*> slice;
      SmallVector<Value*, 8> work{&phi};
      bool dead = true;
      while (!work.empty() && dead) {
        Value* v = work.pop_back_val();
        if (!slice.insert(v).second) continue;
        for (User* user : v->users()) {
          auto* inst = dyn_cast<Instruction>(user);
          if (!inst || !loop.contains(inst)) continue;  // uses after the loop are fine
          const bool arithmetic = isa<BinaryOperator>(inst) || isa<CastInst>(inst) || isa<CmpInst>(inst) ||
                                  isa<SelectInst>(inst) || isa<PHINode>(inst) || isa<FreezeInst>(inst);
          bool traps = false;
          if (auto* bin = dyn_cast<BinaryOperator>(inst)) {
            const auto op = bin->getOpcode();
            traps = op == Instruction::UDiv || op == Instruction::SDiv || op == Instruction::URem ||
                    op == Instruction::SRem;
          }
          if (!arithmetic || traps) {
            dead = false;
            break;
          }
          work.push_back(inst);
        }
      }
      if (dead) continue;
      Type* type = phi.getType();
      if (!(type->isIntegerTy() || type->isPointerTy() ||
            (type->isFloatingPointTy() && type->getPrimitiveSizeInBits() <= 128)))
        return std::nullopt;
      decisive.push_back(&phi);
    }
    return decisive;
  }

  bool instrument_load(LoadInst& ld) {
    Value* ptr = ld.getPointerOperand();
    if (is_private_pointer(ptr)) {
      ++result_.stats.skipped_local;
      return false;
    }
    std::optional<uint64_t> size = store_size(ld, ld.getType());
    if (!size) return false;
    IRBuilder<> b(&ld);
    uint32_t flags = ld.isAtomic() ? uint32_t{BRAID_ACCESS_ATOMIC} : 0u;
    LocationId loc = add_location(ld, ld.getDebugLoc(), object_name(ptr, *size));
    b.CreateCall(hooks_.load, {as_ptr(b, ptr), b.getInt64(*size), b.getInt32(flags),
                               b.getInt32(loc)})
        ->setDebugLoc(ld.getDebugLoc());
    ++result_.stats.loads;
    return true;
  }

  bool instrument_store(StoreInst& st) {
    Value* ptr = st.getPointerOperand();
    if (is_private_pointer(ptr)) {
      note_private_write(st, ptr);
      ++result_.stats.skipped_local;
      return false;
    }
    Value* value = st.getValueOperand();
    std::optional<uint64_t> size = store_size(st, value->getType());
    if (!size) return false;
    IRBuilder<> b(&st);
    uint32_t flags = st.isAtomic() ? uint32_t{BRAID_ACCESS_ATOMIC} : 0u;
    LocationId loc = add_location(st, st.getDebugLoc(), object_name(ptr, *size));
    b.CreateCall(hooks_.store, {as_ptr(b, ptr), b.getInt64(*size), to_i64(b, value),
                                b.getInt32(flags), b.getInt32(loc)})
        ->setDebugLoc(st.getDebugLoc());
    ++result_.stats.stores;
    return true;
  }

  bool instrument_rmw(AtomicRMWInst& rmw) {
    Value* ptr = rmw.getPointerOperand();
    if (is_private_pointer(ptr)) {
      note_private_write(rmw, ptr);
      ++result_.stats.skipped_local;
      return false;
    }
    std::optional<uint64_t> size = store_size(rmw, rmw.getValOperand()->getType());
    if (!size) return false;
    IRBuilder<> b(&rmw);
    LocationId loc = add_location(rmw, rmw.getDebugLoc(), object_name(ptr, *size));
    b.CreateCall(hooks_.rmw, {as_ptr(b, ptr), b.getInt64(*size), to_i64(b, rmw.getValOperand()),
                              b.getInt32(rmw_op(rmw.getOperation())), b.getInt32(loc)})
        ->setDebugLoc(rmw.getDebugLoc());
    ++result_.stats.rmws;
    return true;
  }

  bool instrument_cmpxchg(AtomicCmpXchgInst& cx) {
    Value* ptr = cx.getPointerOperand();
    if (is_private_pointer(ptr)) {
      note_private_write(cx, ptr);
      ++result_.stats.skipped_local;
      return false;
    }
    std::optional<uint64_t> size = store_size(cx, cx.getCompareOperand()->getType());
    if (!size) return false;
    IRBuilder<> b(&cx);
    LocationId loc = add_location(cx, cx.getDebugLoc(), object_name(ptr, *size));
    b.CreateCall(hooks_.cmpxchg, {as_ptr(b, ptr), b.getInt64(*size),
                                  to_i64(b, cx.getCompareOperand()),
                                  to_i64(b, cx.getNewValOperand()), b.getInt32(loc)})
        ->setDebugLoc(cx.getDebugLoc());
    ++result_.stats.cmpxchgs;
    return true;
  }

  // Returns whether a memory hook replaced the call (a memory intrinsic).
  bool instrument_call(CallBase& call) {
    if (call.isInlineAsm()) {
      check_inline_asm(call);
      return false;
    }
    Function* callee = call.getCalledFunction();
    if (!callee) return false;  // indirect: the target is instrumented where it is defined
    if (callee->isIntrinsic()) return instrument_intrinsic(call, callee->getIntrinsicID());
    if (callee->isDeclaration() && !is_hook_name(callee->getName())) {
      // Intercepted library functions cannot take a location argument: announce it.
      IRBuilder<> b(&call);
      LocationId loc = add_location(call, call.getDebugLoc(), call_object_name(call, callee->getName()));
      b.CreateCall(hooks_.callsite, {b.getInt32(loc)})->setDebugLoc(call.getDebugLoc());
      // A library function braid does not model may change state no event shows (a file
      // position, libc's own state): an await loop that calls it makes progress.
      if (!intercepted_.contains(callee->getName()) && !writes_nothing(callee->getName()))
        b.CreateCall(hooks_.local_effect)->setDebugLoc(call.getDebugLoc());
    }
    return false;
  }

  // Library functions that change no state (they may read what their arguments point to).
  static bool writes_nothing(StringRef name) {
    static constexpr StringRef kPure[] = {
        "strlen", "strnlen", "strcmp", "strncmp", "memcmp", "memchr", "strchr", "strrchr", "strstr",
        "abs", "labs", "llabs", "sqrt", "sqrtf", "fabs", "fabsf", "floor", "ceil", "fmod", "pow", "exp", "log",
        "sin", "cos", "__ctype_b_loc", "__ctype_tolower_loc", "__ctype_toupper_loc", "tolower", "toupper",
        "__errno_location"};
    for (StringRef pure : kPure)
      if (name == pure) return true;
    return false;
  }

  // A write to thread-private memory has no hook. A thread-local variable's copy outlives
  // any loop iteration: tell the runtime the thread's state changed (await loops). Private
  // locals are handled where loops are marked (await_candidate).
  void note_private_write(Instruction& at, Value* ptr) {
    SmallVector<const Value*, 4> objects;
    getUnderlyingObjects(ptr, objects, nullptr, 0);
    for (const Value* obj : objects)
      if (!isa<AllocaInst>(obj)) {
        IRBuilder<>(&at).CreateCall(hooks_.local_effect)->setDebugLoc(at.getDebugLoc());
        return;
      }
  }

  // The byte count of a memory intrinsic, or "everything" when it is not a constant.
  static uint64_t constant_length(const CallBase& call) {
    if (auto* n = dyn_cast<ConstantInt>(call.getArgOperand(2))) return n->getZExtValue();
    return UINT64_MAX;
  }

  bool instrument_intrinsic(CallBase& call, Intrinsic::ID id) {
    switch (id) {
      case Intrinsic::memcpy:
      case Intrinsic::memcpy_inline:
      case Intrinsic::memmove: {
        Value* dst = call.getArgOperand(0);
        Value* src = call.getArgOperand(1);
        if (is_private_pointer(dst) && is_private_pointer(src)) {
          note_private_write(call, dst);
          ++result_.stats.skipped_local;
          return false;
        }
        IRBuilder<> b(&call);
        LocationId loc = add_location(call, call.getDebugLoc(),
                                      object_name(dst, constant_length(call)));
        FunctionCallee hook = id == Intrinsic::memmove ? hooks_.memmove : hooks_.memcpy;
        b.CreateCall(hook, {as_ptr(b, dst), as_ptr(b, src),
                            b.CreateZExtOrTrunc(call.getArgOperand(2), i64_), b.getInt32(loc)})
            ->setDebugLoc(call.getDebugLoc());
        call.eraseFromParent();
        ++result_.stats.memintrinsics;
        return true;
      }
      case Intrinsic::memset:
      case Intrinsic::memset_inline: {
        Value* dst = call.getArgOperand(0);
        if (is_private_pointer(dst)) {
          note_private_write(call, dst);
          ++result_.stats.skipped_local;
          return false;
        }
        IRBuilder<> b(&call);
        LocationId loc = add_location(call, call.getDebugLoc(),
                                      object_name(dst, constant_length(call)));
        b.CreateCall(hooks_.memset,
                     {as_ptr(b, dst), b.CreateZExt(call.getArgOperand(1), i32_),
                      b.CreateZExtOrTrunc(call.getArgOperand(2), i64_), b.getInt32(loc)})
            ->setDebugLoc(call.getDebugLoc());
        call.eraseFromParent();
        ++result_.stats.memintrinsics;
        return true;
      }
      case Intrinsic::memcpy_element_unordered_atomic:
      case Intrinsic::memmove_element_unordered_atomic:
      case Intrinsic::memset_element_unordered_atomic:
        if (!is_private_pointer(call.getArgOperand(0)))
          refuse(call, "element-wise atomic memory intrinsic");
        return false;
      default:
        return false;
    }
  }

  // Inline assembly is opaque: refuse it unless it cannot touch memory. Empty statements
  // (compiler barriers) and a few hint/fence instructions are harmless under sequential
  // consistency.
  void check_inline_asm(CallBase& call) {
    auto* ia = cast<InlineAsm>(call.getCalledOperand());
    StringRef text = StringRef(ia->getAsmString()).trim();
    if (harmless_asm_text(text)) return;
    StringRef constraints = ia->getConstraintString();
    bool touches_memory = ia->hasSideEffects() || constraints.contains("~{memory}") ||
                          constraints.contains('*');  // "*m": an indirect memory operand
    if (!touches_memory) return;  // a pure register computation
    std::string shown = text.str();
    if (shown.size() > 40) shown = shown.substr(0, 37) + "...";
    for (char& c : shown)
      if (c == '\n' || c == '\t') c = ' ';
    refuse(call, "inline assembly \"" + shown +
                     "\" may access memory or have side effects that braid cannot see");
  }

  // --- loop ticks ---------------------------------------------------------------------
  // A loop needs a tick unless each iteration performs a visible memory operation or
  // calls a program function that does (directly or transitively).
  void insert_loop_ticks() {
    // Fixpoint: a function is "visible" if it has memory hooks or calls a visible function.
    DenseSet<Function*> visible = functions_with_hooks_;
    for (bool changed = true; changed;) {
      changed = false;
      for (auto& [caller, callees] : call_graph_) {
        if (visible.contains(caller)) continue;
        for (Function* callee : callees)
          if (visible.contains(callee)) {
            visible.insert(caller);
            changed = true;
            break;
          }
      }
    }
    for (PendingLoop& pending : pending_loops_) {
      bool calls_visible = false;
      for (Function* callee : pending.callees)
        if (visible.contains(callee)) calls_visible = true;
      if (calls_visible) continue;
      auto it = pending.header->getFirstInsertionPt();
      if (it == pending.header->end()) continue;
      Instruction& at = *it;
      DebugLoc loc = pending.loc ? pending.loc : at.getDebugLoc();
      if (!loc)
        for (Instruction& inst : *pending.header)
          if (inst.getDebugLoc()) {
            loc = inst.getDebugLoc();
            break;
          }
      IRBuilder<> b(&at);
      LocationId id = add_location(at, loc, "");
      CallInst* tick = b.CreateCall(hooks_.loop_tick, {b.getInt32(id)});
      // A debug location on a call must belong to the enclosing function's subprogram.
      if (loc && loc->getScope()->getSubprogram() == pending.function->getSubprogram())
        tick->setDebugLoc(loc);
      else if (at.getDebugLoc())
        tick->setDebugLoc(at.getDebugLoc());
      ++result_.stats.loop_ticks;
    }
  }

  Module& m_;
  const DataLayout& dl_;
  LLVMContext& ctx_;
  InstrumentResult& result_;
  FunctionAnalysisManager& fam_;
  Type* i32_;
  Type* i64_;
  PointerType* ptr_;
  Hooks hooks_;
  DenseMap<const AllocaInst*, bool> alloca_private_;
  StringSet<> intercepted_;  // library functions the runtime replaces (it sees their effects)
  DenseSet<Function*> functions_with_hooks_;
  DenseMap<Function*, SmallVector<Function*, 4>> call_graph_;
  std::vector<PendingLoop> pending_loops_;
};

class BraidInstrumentPass : public PassInfoMixin<BraidInstrumentPass> {
 public:
  explicit BraidInstrumentPass(InstrumentResult& result) : result_(&result) {}
  PreservedAnalyses run(Module& m, ModuleAnalysisManager& mam) {
    auto& fam = mam.getResult<FunctionAnalysisManagerModuleProxy>(m).getManager();
    Instrumenter(m, *result_, fam).run();
    add_call_stacks(m, result_->locations);  // after the hooks exist, before inlining
    return PreservedAnalyses::none();
  }
  static bool isRequired() { return true; }

 private:
  InstrumentResult* result_;
};

}  // namespace

InstrumentResult instrument_module(llvm::Module& module) {
  using namespace llvm;
  InstrumentResult result;

  // Clang at -O0 marks every function noinline (and optnone unless disabled); we compiled
  // at -O0 only to get unoptimised IR to instrument, so let the optimiser work afterwards.
  for (Function& f : module) {
    if (f.isDeclaration()) continue;
    f.removeFnAttr(Attribute::OptimizeNone);
    f.removeFnAttr(Attribute::NoInline);
  }

  LoopAnalysisManager lam;
  FunctionAnalysisManager fam;
  CGSCCAnalysisManager cgam;
  ModuleAnalysisManager mam;
  // The runtime intercepts library functions (malloc/free to find double frees, pthread_*,
  // printf, ...), so the optimiser must not know their semantics: with library knowledge
  // it would delete a malloc/free pair, fold `malloc(n) != NULL`, or rewrite printf to
  // puts. Registered before the defaults, which then keep ours.
  TargetLibraryInfoImpl tlii{Triple(module.getTargetTriple())};
  tlii.disableAllFunctions();
  fam.registerPass([&] { return TargetLibraryAnalysis(tlii); });
  PassBuilder pb;
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);

  ModulePassManager mpm;
  {
    // Locals whose address never escapes become SSA values: no accesses left to classify.
    FunctionPassManager fpm;
    fpm.addPass(SROAPass(SROAOptions::ModifyCFG));
    fpm.addPass(PromotePass());
    mpm.addPass(createModuleToFunctionPassAdaptor(std::move(fpm)));
  }
  mpm.addPass(BraidInstrumentPass(result));
  mpm.addPass(pb.buildPerModuleDefaultPipeline(OptimizationLevel::O1));
  mpm.run(module, mam);
  return result;
}

}  // namespace braid
