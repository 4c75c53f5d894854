// Uninitialised locals (transforms.h): a read of a local variable whose bytes nothing wrote
// since the frame began is reported (docs/runtime.md, "Uninitialised memory").
//
// Runs on clang's -O0 code *before* SROA and mem2reg, which would turn such a read into an
// `undef` value nobody can see any more. Clang -O0 puts every local in an alloca; most of
// them are written before every read on every path, which a must-written dataflow over
// constant byte ranges proves, and those are left alone. A local is tracked only when some
// read is not proved and every use of its address is visible here: loads, stores to it,
// memset / memcpy / memmove, address arithmetic and comparisons. A local whose address goes
// anywhere else (a call, another variable, an integer, va_start, an atomic operation) is
// never tracked: code braid does not see (scanf, read, a pthread out-parameter, a C++
// constructor) may write it, so it counts as written.
//
// A tracked local gets a shadow local, one byte per byte (1: never written), set at entry,
// cleared by every write, tested before every read that is not proved: a read whose every
// byte is still unwritten calls __braid_uninit_local (runtime/uninit_locals.cpp). The shadow
// is an ordinary local, so the optimiser that runs afterwards promotes it to registers and
// folds the tests it can decide.
#include <llvm/ADT/BitVector.h>
#include <llvm/ADT/MapVector.h>
#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Operator.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "instrument/braid_locals.h"
#include "instrument/transforms.h"

namespace braid::instrument {

using namespace llvm;

namespace {

// Shadows larger than this cost a memset at every call of the function: not tracked.
constexpr uint64_t kMaxTrackedBytes = 4096;
// Functions with more basic blocks than this are not checked (compile time).
constexpr std::size_t kMaxCheckedBlocks = 2000;
// Reads larger than this are not tested (two 8-byte shadow words cover up to 16 bytes).
constexpr uint64_t kMaxCheckedRead = 16;

// A byte offset from the start of the local: a constant plus index * scale terms.
struct Offset {
  int64_t constant = 0;
  SmallVector<std::pair<Value*, int64_t>, 2> terms;
  bool is_constant() const { return terms.empty(); }
};

// BitFieldRead: a bit-field store's read of its unit (not tested). HelperCall: the address
// passed to a program function that only reads and writes through it (clean_parameter): a
// read of the whole local as far as proving goes.
enum class AccessKind { Read, Write, BitFieldRead, HelperCall };

struct Access {
  Instruction* inst;
  AccessKind kind;
  Offset offset;
  Value* length = nullptr;  // bytes, for memory intrinsics (may be a variable)
  uint64_t size = 0;        // bytes, for loads and stores
};

struct Local {
  AllocaInst* alloca;
  uint64_t size;
  std::vector<Access> accesses;
  bool passed_to_helper = false;
};

// Whether every use of `pointer` (an address of a tracked local, in a function that does
// not own it) stays visible: loads, stores and memory intrinsics through it (the
// instrumentation hooks them: the runtime follows them), address arithmetic, comparisons,
// -O0's spill of a parameter into its own slot (followed through the slot's loads), and
// calls of program functions whose parameter is clean in turn. Anything else (a library
// call, a store of the address elsewhere, a return, an integer) may let code braid does
// not see write the local.
class HelperSummaries {
 public:
  bool clean_parameter(Function& f, unsigned arg) {
    if (f.isDeclaration() || is_hook_name(f.getName()) || arg >= f.arg_size() || f.isVarArg()) return false;
    // Pessimistic for recursion: a parameter still being decided counts as not clean, so
    // no memoised answer ever rests on an assumption that later fails.
    auto [it, inserted] = clean_.try_emplace({&f, arg}, false);
    if (!inserted) return it->second;
    const bool clean = clean_pointer(*f.getArg(arg), 0);
    clean_[{&f, arg}] = clean;
    return clean;
  }

  bool clean_pointer(Value& pointer, unsigned depth) {
    if (depth > 16) return false;
    for (Use& use : pointer.uses()) {
      User* user = use.getUser();
      if (auto* gep = dyn_cast<GetElementPtrInst>(user)) {
        if (gep->getPointerOperand() != &pointer || !clean_pointer(*gep, depth + 1)) return false;
      } else if (auto* ld = dyn_cast<LoadInst>(user)) {
        if (ld->isAtomic()) return false;
      } else if (auto* st = dyn_cast<StoreInst>(user)) {
        if (st->isAtomic()) return false;
        if (st->getValueOperand() == &pointer && !clean_slot(st->getPointerOperand(), depth)) return false;
      } else if (auto* mi = dyn_cast<MemIntrinsic>(user)) {
        if (!isa<MemSetInst>(mi) && !isa<MemTransferInst>(mi)) return false;
      } else if (auto* ii = dyn_cast<IntrinsicInst>(user)) {
        if (!ii->isLifetimeStartOrEnd() && !isa<DbgInfoIntrinsic>(ii)) return false;
      } else if (isa<ICmpInst>(user)) {
        continue;
      } else if (auto* call = dyn_cast<CallInst>(user)) {
        Function* callee = call->getCalledFunction();
        if (!callee || !call->isArgOperand(&use) || !clean_parameter(*callee, call->getArgOperandNo(&use)))
          return false;
      } else {
        return false;
      }
    }
    return true;
  }

 private:
  // A local pointer variable holding the address (-O0 spills every parameter): clean when
  // its own address goes nowhere and every value loaded from it is clean.
  bool clean_slot(Value* slot, unsigned depth) {
    auto* ai = dyn_cast<AllocaInst>(slot);
    if (!ai) return false;
    auto [it, inserted] = clean_slots_.try_emplace(ai, false);  // pessimistic, as above
    if (!inserted) return it->second;
    const bool clean = slot_uses_clean(*ai, depth);
    clean_slots_[ai] = clean;
    return clean;
  }

  bool slot_uses_clean(AllocaInst& ai, unsigned depth) {
    for (User* user : ai.users()) {
      if (auto* ld = dyn_cast<LoadInst>(user)) {
        if (ld->isAtomic() || !clean_pointer(*ld, depth + 1)) return false;
      } else if (auto* st = dyn_cast<StoreInst>(user)) {
        if (st->getPointerOperand() != &ai || st->isAtomic()) return false;
      } else if (auto* ii = dyn_cast<IntrinsicInst>(user)) {
        if (!ii->isLifetimeStartOrEnd() && !isa<DbgInfoIntrinsic>(ii)) return false;
      } else {
        return false;
      }
    }
    return true;
  }

  DenseMap<std::pair<Function*, unsigned>, bool> clean_;
  DenseMap<AllocaInst*, bool> clean_slots_;
};

// A load whose value is only masked and stored back into the same place in its block: a
// bit-field store reads its storage unit first. Such a load is not a read of the program.
bool is_bit_field_update(LoadInst& ld) {
  if (!ld.hasOneUse()) return false;
  auto* masked = dyn_cast<BinaryOperator>(*ld.user_begin());
  if (!masked || masked->getOpcode() != Instruction::And || masked->getParent() != ld.getParent() ||
      !isa<ConstantInt>(masked->getOperand(1)))
    return false;
  for (Instruction* i = ld.getNextNode(); i; i = i->getNextNode())
    if (auto* st = dyn_cast<StoreInst>(i); st && st->getPointerOperand() == ld.getPointerOperand())
      return st->getValueOperand()->getType() == ld.getType();
  return false;
}

// A variable of the program (braid compiles with -g: each has a debug declaration), not a
// slot clang made: the function's result (C lets a function leave it unset when its caller
// ignores it: a thread function that falls off its end), a coerced argument, a temporary.
bool is_program_variable(AllocaInst& ai) {
  return !findDbgDeclares(&ai).empty() || !findDVRDeclares(&ai).empty();
}

std::string variable_name(AllocaInst& ai) {
  for (DbgDeclareInst* d : findDbgDeclares(&ai)) return d->getVariable()->getName().str();
  for (DbgVariableRecord* d : findDVRDeclares(&ai)) return d->getVariable()->getName().str();
  return "";
}

// Every use of `local`'s address, or false when one escapes what this file can see.
bool collect_accesses(const DataLayout& dl, HelperSummaries& helpers, Local& local) {
  struct Pending {
    Value* pointer;
    Offset offset;
  };
  SmallVector<Pending, 8> work{{local.alloca, {}}};
  while (!work.empty()) {
    Pending p = work.pop_back_val();
    for (Use& use : p.pointer->uses()) {
      User* user = use.getUser();
      if (auto* gep = dyn_cast<GetElementPtrInst>(user)) {
        if (gep->getPointerOperand() != p.pointer) return false;
        const unsigned bits = dl.getIndexTypeSizeInBits(gep->getType());
        MapVector<Value*, APInt> variables;
        APInt constant(bits, 0);
        if (!gep->collectOffset(dl, bits, variables, constant)) return false;
        Offset next = p.offset;
        next.constant += constant.getSExtValue();
        for (auto& [index, scale] : variables) next.terms.push_back({index, scale.getSExtValue()});
        work.push_back({gep, std::move(next)});
      } else if (auto* ld = dyn_cast<LoadInst>(user)) {
        if (ld->isAtomic() || !ld->getType()->isSized()) return false;
        const TypeSize size = dl.getTypeStoreSize(ld->getType());
        if (size.isScalable()) return false;
        const AccessKind kind = is_bit_field_update(*ld) ? AccessKind::BitFieldRead : AccessKind::Read;
        local.accesses.push_back({ld, kind, p.offset, nullptr, size.getFixedValue()});
      } else if (auto* st = dyn_cast<StoreInst>(user)) {
        if (st->getValueOperand() == p.pointer || st->isAtomic()) return false;
        const TypeSize size = dl.getTypeStoreSize(st->getValueOperand()->getType());
        if (size.isScalable()) return false;
        local.accesses.push_back({st, AccessKind::Write, p.offset, nullptr, size.getFixedValue()});
      } else if (auto* mi = dyn_cast<MemIntrinsic>(user)) {
        if (isa<MemSetInst>(mi) || isa<MemTransferInst>(mi)) {
          if (mi->getRawDest() == p.pointer)
            local.accesses.push_back({mi, AccessKind::Write, p.offset, mi->getLength(), 0});
          // A copy's source is not checked: copying a partly written struct whole is fine.
          continue;
        }
        return false;
      } else if (auto* ii = dyn_cast<IntrinsicInst>(user)) {
        if (ii->isLifetimeStartOrEnd() || isa<DbgInfoIntrinsic>(ii)) continue;
        return false;
      } else if (isa<ICmpInst>(user)) {
        continue;
      } else if (auto* call = dyn_cast<CallInst>(user)) {
        Function* callee = call->getCalledFunction();
        if (!callee || !call->isArgOperand(&use) || !helpers.clean_parameter(*callee, call->getArgOperandNo(&use)))
          return false;
        local.accesses.push_back({call, AccessKind::HelperCall, p.offset, nullptr, 0});
        local.passed_to_helper = true;
      } else {
        return false;  // a library call, a store of the address, ptrtoint, phi, select, ...
      }
    }
  }
  return true;
}

// The constant byte range an access touches, if it is one.
std::optional<std::pair<uint64_t, uint64_t>> constant_range(const Access& a, uint64_t local_size) {
  if (!a.offset.is_constant() || a.offset.constant < 0) return std::nullopt;
  uint64_t length = a.size;
  if (a.length) {
    auto* n = dyn_cast<ConstantInt>(a.length);
    if (!n) return std::nullopt;
    length = n->getZExtValue();
  }
  const auto begin = static_cast<uint64_t>(a.offset.constant);
  if (begin > local_size || length > local_size - begin) return std::nullopt;
  return std::pair{begin, begin + length};
}

// Must-written dataflow over constant byte ranges: the reads not proved to follow a write
// of every byte they read, on every path from the function's entry.
std::vector<const Access*> unproved_reads(Function& f, const Local& local) {
  DenseMap<Instruction*, const Access*> access_of;
  for (const Access& a : local.accesses) access_of[a.inst] = &a;
  DenseSet<BasicBlock*> touched;
  for (const Access& a : local.accesses) touched.insert(a.inst->getParent());

  auto transfer = [&](BasicBlock& bb, BitVector& written, std::vector<const Access*>* unproved) {
    if (!touched.contains(&bb)) return;
    for (Instruction& inst : bb) {
      auto it = access_of.find(&inst);
      if (it == access_of.end()) continue;
      const Access& a = *it->second;
      const auto range = constant_range(a, local.size);
      if (a.kind == AccessKind::Write) {
        if (range) written.set(range->first, range->second);
      } else if (a.kind == AccessKind::HelperCall && unproved) {
        if (!written.all()) unproved->push_back(&a);
      } else if (a.kind == AccessKind::Read && unproved) {
        const bool proved = range ? written.find_first_unset_in(range->first, range->second) == -1 : written.all();
        if (!proved) unproved->push_back(&a);
      }
    }
  };

  // Fast path: the bytes the entry block writes cover every read after it (a parameter's
  // slot, `int x = 0;` at the top of the function): no fixed point needed.
  {
    BasicBlock& entry = f.getEntryBlock();
    BitVector entry_out(static_cast<unsigned>(local.size), false);
    std::vector<const Access*> unproved;
    transfer(entry, entry_out, &unproved);
    bool covered = unproved.empty();
    for (const Access& a : local.accesses) {
      if (!covered) break;
      if (a.inst->getParent() == &entry || (a.kind != AccessKind::Read && a.kind != AccessKind::HelperCall)) continue;
      const auto range = a.kind == AccessKind::Read ? constant_range(a, local.size) : std::nullopt;
      covered = range ? entry_out.find_first_unset_in(range->first, range->second) == -1 : entry_out.all();
    }
    if (covered) return {};
  }

  // Blocks in reverse post-order; iterate to the fixed point (intersection at joins).
  ReversePostOrderTraversal<Function*> rpo(&f);
  DenseMap<BasicBlock*, BitVector> out;
  BitVector all(static_cast<unsigned>(local.size), true);
  for (BasicBlock* bb : rpo) out[bb] = all;
  auto in_of = [&](BasicBlock* bb) {
    if (bb == &f.getEntryBlock()) return BitVector(static_cast<unsigned>(local.size), false);
    BitVector in = all;
    for (BasicBlock* pred : predecessors(bb))
      if (auto it = out.find(pred); it != out.end()) in &= it->second;
    return in;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (BasicBlock* bb : rpo) {
      BitVector state = in_of(bb);
      transfer(*bb, state, nullptr);
      if (state != out[bb]) {
        out[bb] = std::move(state);
        changed = true;
      }
    }
  }
  std::vector<const Access*> unproved;
  for (BasicBlock* bb : rpo) {
    BitVector state = in_of(bb);
    transfer(*bb, state, &unproved);
  }
  return unproved;
}

class LocalTracker {
 public:
  LocalTracker(Context& cx, Function& f, FunctionCallee report) : cx_(cx), f_(f), report_(report) {}

  // A local passed to helpers: every access to it is hooked (the helper call makes it
  // shared for escape_analysis.cpp), so the runtime follows its bytes from its frame's
  // beginning to each return (runtime/uninit_locals.cpp).
  void track_in_runtime(const Local& local, FunctionCallee begin, FunctionCallee end) {
    IRBuilder<> entry(local.alloca->getNextNode());
    entry.CreateCall(begin, {local.alloca, entry.getInt64(local.size)});
    for (BasicBlock& bb : f_)
      if (auto* ret = dyn_cast<ReturnInst>(bb.getTerminator())) IRBuilder<>(ret).CreateCall(end, {local.alloca});
  }

  void track(const Local& local, const std::vector<const Access*>& reads) {
    IRBuilder<> entry(local.alloca->getNextNode());
    auto* shadow_type = ArrayType::get(Type::getInt8Ty(cx_.llvm_context), local.size);
    AllocaInst* shadow = entry.CreateAlloca(shadow_type, nullptr, "braid.unwritten");
    shadow->setMetadata(kBraidLocalMetadata, MDNode::get(cx_.llvm_context, {}));  // not the program's bytes
    IRBuilder<> start(shadow->getNextNode());
    start.CreateMemSet(shadow, start.getInt8(1), local.size, MaybeAlign(1));
    for (const Access& a : local.accesses)
      if (a.kind == AccessKind::Write) mark_written(local, shadow, a);
    for (const Access* a : reads)
      if (a->kind == AccessKind::Read) test_read(local, shadow, *a);
  }

 private:
  Value* offset_value(IRBuilder<>& b, const Offset& o) {
    Value* v = b.getInt64(static_cast<uint64_t>(o.constant));
    for (auto [index, scale] : o.terms)
      v = b.CreateAdd(v, b.CreateMul(b.CreateSExtOrTrunc(index, cx_.i64), b.getInt64(static_cast<uint64_t>(scale))));
    return v;
  }

  // offset + length <= size, without overflow.
  Value* in_bounds(IRBuilder<>& b, Value* offset, Value* length, uint64_t size) {
    Value* start_ok = b.CreateICmpULE(offset, b.getInt64(size));
    Value* room = b.CreateSub(b.getInt64(size), b.CreateSelect(start_ok, offset, b.getInt64(size)));
    return b.CreateAnd(start_ok, b.CreateICmpULE(length, room));
  }

  void mark_written(const Local& local, AllocaInst* shadow, const Access& a) {
    IRBuilder<> b(a.inst);
    Value* length = a.length ? b.CreateZExtOrTrunc(a.length, cx_.i64) : b.getInt64(a.size);
    if (auto range = constant_range(a, local.size)) {
      if (range->second == range->first) return;
      b.CreateMemSet(b.CreateConstInBoundsGEP1_64(b.getInt8Ty(), shadow, range->first), b.getInt8(0),
                     range->second - range->first, MaybeAlign(1));
      return;
    }
    // A write out of the local's bounds (a program bug) marks nothing.
    Value* offset = offset_value(b, a.offset);
    Value* ok = in_bounds(b, offset, length, local.size);
    Value* at = b.CreateInBoundsGEP(b.getInt8Ty(), shadow, b.CreateSelect(ok, offset, b.getInt64(0)));
    b.CreateMemSet(at, b.getInt8(0), b.CreateSelect(ok, length, b.getInt64(0)), MaybeAlign(1));
  }

  // Whether the `bytes` (1 to 8) shadow bytes at `at` all say "never written".
  Value* all_unwritten(IRBuilder<>& b, Value* at, uint64_t bytes) {
    auto* word_type = IntegerType::get(cx_.llvm_context, static_cast<unsigned>(bytes * 8));
    Value* word = b.CreateAlignedLoad(word_type, at, MaybeAlign(1));
    return b.CreateICmpEQ(word, ConstantInt::get(word_type, APInt::getSplat(static_cast<unsigned>(bytes * 8), APInt(8, 1))));
  }

  void test_read(const Local& local, AllocaInst* shadow, const Access& a) {
    if (a.size == 0 || a.size > kMaxCheckedRead) return;
    IRBuilder<> b(a.inst);
    Value* offset = offset_value(b, a.offset);
    Value* ok = a.offset.is_constant() ? b.getInt1(a.offset.constant >= 0 &&
                                                    static_cast<uint64_t>(a.offset.constant) + a.size <= local.size)
                                       : in_bounds(b, offset, b.getInt64(a.size), local.size);
    if (isa<ConstantInt>(ok) && cast<ConstantInt>(ok)->isZero()) return;  // out of bounds: not this check's bug
    Value* safe_offset = b.CreateSelect(ok, offset, b.getInt64(0));
    Value* unwritten = nullptr;
    const uint64_t first = std::min<uint64_t>(a.size, 8);
    unwritten = all_unwritten(b, b.CreateInBoundsGEP(b.getInt8Ty(), shadow, safe_offset), first);
    if (a.size > 8) {
      Value* tail = b.CreateAdd(safe_offset, b.getInt64(a.size - 8));
      unwritten = b.CreateAnd(unwritten, all_unwritten(b, b.CreateInBoundsGEP(b.getInt8Ty(), shadow, tail), 8));
    }
    Value* bad = b.CreateAnd(ok, unwritten);
    Instruction* then = SplitBlockAndInsertIfThen(bad, a.inst, false);
    IRBuilder<> report(then);
    const LocationId loc =
        cx_.add_location(*a.inst, a.inst->getDebugLoc(), object_name(cx_, cast<LoadInst>(a.inst)->getPointerOperand(), a.size));
    report.CreateCall(report_, {report.getInt64(a.size), report.getInt32(loc)})->setDebugLoc(a.inst->getDebugLoc());
  }

  Context& cx_;
  Function& f_;
  FunctionCallee report_;
};

}  // namespace

void track_uninitialised_locals(Context& cx) {
  // For measuring what the tests cost (docs/benchmarks.md): BRAID_UNINIT_LOCALS=off builds
  // programs without them.
  // =count:FILE appends a line per local that got them to FILE.
  const char* setting = std::getenv("BRAID_UNINIT_LOCALS");
  if (setting && std::string_view(setting) == "off") return;
  std::FILE* count = nullptr;
  if (setting && std::string_view(setting).starts_with("count:")) count = std::fopen(setting + 6, "a");
  Type* void_type = Type::getVoidTy(cx.llvm_context);
  FunctionCallee report = cx.declare("__braid_uninit_local", void_type, {cx.i64, cx.i32});
  FunctionCallee begin = cx.declare("__braid_local_begin", void_type, {cx.ptr, cx.i64});
  FunctionCallee end = cx.declare("__braid_local_end", void_type, {cx.ptr});
  const DataLayout& dl = cx.data_layout;
  HelperSummaries helpers;
  // The runtime forgets a local passed to helpers at its function's return: a longjmp
  // past that frame would leave it behind (nothing is followed in such a program).
  bool returns_twice_anywhere = false;
  for (Function& f : cx.module)
    if (!f.isDeclaration() && f.callsFunctionThatReturnsTwice()) returns_twice_anywhere = true;
  for (Function& f : cx.module) {
    if (f.isDeclaration() || is_hook_name(f.getName())) continue;
    // setjmp returns twice: a local written after it may be read after a longjmp back.
    if (f.callsFunctionThatReturnsTwice()) continue;
    // The dataflow costs blocks x locals: very large (generated) functions are not checked.
    if (f.size() > kMaxCheckedBlocks) continue;
    std::vector<Local> locals;
    for (Instruction& inst : f.getEntryBlock()) {
      auto* ai = dyn_cast<AllocaInst>(&inst);
      if (!ai || !ai->isStaticAlloca() || !is_program_variable(*ai)) continue;
      std::optional<TypeSize> size = ai->getAllocationSize(dl);
      if (!size || size->isScalable() || size->getFixedValue() == 0 || size->getFixedValue() > kMaxTrackedBytes)
        continue;
      Local local{ai, size->getFixedValue(), {}};
      if (collect_accesses(dl, helpers, local)) locals.push_back(std::move(local));
    }
    LocalTracker tracker(cx, f, report);
    for (const Local& local : locals) {
      const std::vector<const Access*> reads = unproved_reads(f, local);
      if (reads.empty()) continue;
      if (local.passed_to_helper) {
        // An exception unwinding past the frame would skip the return that ends it.
        if (returns_twice_anywhere || !f.doesNotThrow()) continue;
        tracker.track_in_runtime(local, begin, end);
      } else {
        tracker.track(local, reads);
      }
      ++cx.result.stats.uninit_tracked_locals;
      if (count)
        std::fprintf(count, "uninitialised-read tests for local `%s` of %s (%s)\n",
                     variable_name(*local.alloca).c_str(), f.getName().str().c_str(),
                     local.passed_to_helper ? "followed by the runtime" : "inline");
    }
  }
  if (count) std::fclose(count);
}

}  // namespace braid::instrument
