// Memory hooks: every load, store, read-modify-write and compare-exchange of possibly-shared
// memory is a scheduling point and an event (the native instruction runs after the hook),
// plus the per-thread bookkeeping of instrumented code (call sites, loop ticks, thread-locals).
#include <cstring>
#include <string>

#include "runtime/hooks.h"
#include "runtime/runtime.h"

namespace braid::runtime {

namespace {

std::uint64_t read_value(const void* addr, std::uint64_t size) {
  std::uint64_t v = 0;
  if (size <= 8) std::memcpy(&v, addr, size);
  return v;
}

std::uint64_t apply_rmw(std::uint32_t op, std::uint64_t old, std::uint64_t operand, std::uint64_t size) {
  const std::uint64_t mask = size >= 8 ? ~0ULL : ((1ULL << (size * 8)) - 1);
  auto sext = [&](std::uint64_t v) {
    if (size >= 8) return static_cast<std::int64_t>(v);
    const unsigned shift = 64 - static_cast<unsigned>(size) * 8;
    return static_cast<std::int64_t>(v << shift) >> shift;
  };
  std::uint64_t r = 0;
  switch (op) {
    case BRAID_RMW_XCHG: r = operand; break;
    case BRAID_RMW_ADD: r = old + operand; break;
    case BRAID_RMW_SUB: r = old - operand; break;
    case BRAID_RMW_AND: r = old & operand; break;
    case BRAID_RMW_NAND: r = ~(old & operand); break;
    case BRAID_RMW_OR: r = old | operand; break;
    case BRAID_RMW_XOR: r = old ^ operand; break;
    case BRAID_RMW_MAX: r = sext(old) > sext(operand) ? old : operand; break;
    case BRAID_RMW_MIN: r = sext(old) < sext(operand) ? old : operand; break;
    case BRAID_RMW_UMAX: r = (old & mask) > (operand & mask) ? old : operand; break;
    case BRAID_RMW_UMIN: r = (old & mask) < (operand & mask) ? old : operand; break;
    default: r = operand; break;
  }
  return r & mask;
}

// The operations a read-modify-write commutes with (Event::commute_family).
std::uint8_t commute_family_of(std::uint32_t rmw_op) {
  switch (rmw_op) {
    case BRAID_RMW_ADD:
    case BRAID_RMW_SUB: return kCommuteAdditive;
    case BRAID_RMW_OR: return kCommuteOr;
    case BRAID_RMW_AND: return kCommuteAnd;
    case BRAID_RMW_XOR: return kCommuteXor;
    case BRAID_RMW_MAX: return kCommuteSignedMax;
    case BRAID_RMW_MIN: return kCommuteSignedMin;
    case BRAID_RMW_UMAX: return kCommuteUnsignedMax;
    case BRAID_RMW_UMIN: return kCommuteUnsignedMin;
    default: return kNoCommute;
  }
}

// The pending operation of a load or store the pass instrumented (`flags`: BRAID_ACCESS_*).
PendingOp plain_access(OpKind kind, const void* addr, std::uint64_t size, std::uint32_t flags, LocationId loc) {
  PendingOp op;
  op.kind = kind;
  op.addr = reinterpret_cast<std::uint64_t>(addr);
  op.size = static_cast<std::uint32_t>(size);
  op.flags = (flags & BRAID_ACCESS_ATOMIC) ? kFlagAtomic : 0;
  op.loc = loc;
  return op;
}

// Event::order bits of an atomic access from the hooks' BRAID_ACCESS_NO_* flags.
std::uint8_t order_of(std::uint32_t flags, bool reads, bool writes) {
  std::uint8_t order = 0;
  if (reads && (flags & BRAID_ACCESS_NO_ACQUIRE)) order |= kOrderNoAcquire;
  if (writes && (flags & BRAID_ACCESS_NO_RELEASE)) order |= kOrderNoRelease;
  if (flags & BRAID_ACCESS_NOT_SEQ_CST) order |= kOrderNotSeqCst;
  return order;
}

// Sets a thread's program_frames_end (runtime.h) for the duration of a memory hook: the
// hook's canonical frame address (its caller's stack pointer at the call: the call of the
// program, or of the one-line forwarder of intercept.cpp) bounds the program's live frames
// while the thread waits in the hook.
class ProgramFramesMark {
 public:
  ProgramFramesMark(std::uintptr_t& end, void* hook_frame) : end_(end) {
    end_ = reinterpret_cast<std::uintptr_t>(hook_frame);
  }
  ~ProgramFramesMark() { end_ = 0; }
  ProgramFramesMark(const ProgramFramesMark&) = delete;
  ProgramFramesMark& operator=(const ProgramFramesMark&) = delete;

 private:
  std::uintptr_t& end_;
};

}  // namespace

void Runtime::on_load(const void* addr, std::uint64_t size, std::uint32_t flags, LocationId loc) {
  if (!executing_ || is_errno(addr)) return;  // errno: the thread's own (Runtime::resume)
  const ProgramFramesMark mark(cur().program_frames_end, __builtin_dwarf_cfa());
  const PendingOp op = plain_access(OpKind::Load, addr, size, flags, loc);
  schedule_point(op);
  Event& e = record(op.kind, op.addr, op.size, loc);
  e.flags = op.flags;
  e.order |= order_of(flags, true, false);
  e.value_read = read_value(addr, size);
  // The path the thread would take on a value of the other zero-ness (Event::order).
  if (flags & (e.value_read == 0 ? BRAID_ACCESS_FENCE_IF_NONZERO : BRAID_ACCESS_FENCE_IF_ZERO))
    e.order |= kOrderFencedOtherValue;
  check_stack_access(addr, size, false, loc);
  if (!(flags & kAccessCopy)) note_heap_read(addr, size, loc);
  // Checked when the access really happens (another thread may have freed the block
  // while this one waited), after recording it: the exploration sees the faulty access.
  check_heap_access(addr, size, false, loc);
}

void Runtime::on_store(void* addr, std::uint64_t size, std::uint64_t value, std::uint32_t flags,
                       LocationId loc) {
  store_event(addr, size, value, nullptr, flags, loc);
}

void Runtime::on_copy_store(void* addr, const void* source, std::uint64_t size, std::uint32_t flags,
                            LocationId loc) {
  store_event(addr, size, 0, source, flags, loc);
}

void Runtime::store_event(void* addr, std::uint64_t size, std::uint64_t value, const void* value_source,
                          std::uint32_t flags, LocationId loc) {
  if (!executing_) return;
  if (is_errno(addr)) {  // the thread's own (Runtime::resume): a change no event shows
    note_effect();
    return;
  }
  const ProgramFramesMark mark(cur().program_frames_end, __builtin_dwarf_cfa());
  const PendingOp op = plain_access(OpKind::Store, addr, size, flags, loc);
  schedule_point(op);
  Event& e = record(op.kind, op.addr, op.size, loc);
  e.flags = op.flags;
  e.order |= order_of(flags, false, true);
  e.value_read = read_value(addr, size);  // what it overwrites (Event::value_read)
  // A copy's source is read after the scheduling point: another thread may have changed it
  // while this one waited, and the native copy that follows writes what it holds now.
  e.value_written = value_source ? read_value(value_source, size) : value;
  begin_write_check(op.addr, size);
  check_stack_access(addr, size, true, loc);
  note_heap_write(addr, size);
  // Checked when the access really happens (another thread may have freed the block
  // while this one waited), after recording it: the exploration sees the faulty access.
  check_heap_access(addr, size, true, loc);
}

void Runtime::on_rmw(void* addr, std::uint64_t size, std::uint64_t operand, std::uint32_t rmw_op,
                     LocationId loc, std::uint32_t order) {
  if (!executing_) return;
  const ProgramFramesMark mark(cur().program_frames_end, __builtin_dwarf_cfa());
  PendingOp op;
  op.kind = OpKind::Rmw;
  op.addr = reinterpret_cast<std::uint64_t>(addr);
  op.size = static_cast<std::uint32_t>(size);
  op.flags = kFlagAtomic;
  op.loc = loc;
  schedule_point(op);
  Event& e = record(OpKind::Rmw, op.addr, op.size, loc);
  e.flags = kFlagAtomic;
  e.order |= order_of(order, true, true);
  if (rmw_op == BRAID_RMW_ADD || rmw_op == BRAID_RMW_SUB) e.order |= kOrderAdditive;
  e.commute_family = commute_family_of(rmw_op);
  if (order & BRAID_ACCESS_RESULT_UNUSED) e.order |= kOrderResultUnused;
  e.value_read = read_value(addr, size);
  e.value_written = apply_rmw(rmw_op, e.value_read, operand, size);
  begin_write_check(op.addr, size);
  check_stack_access(addr, size, true, loc);
  note_heap_write(addr, size);
  // Checked when the access really happens (another thread may have freed the block
  // while this one waited), after recording it: the exploration sees the faulty access.
  check_heap_access(addr, size, true, loc);
}

void Runtime::on_fence(std::uint32_t kind) {
  if (!executing_) return;
  std::uint8_t& pending = threads_[current_]->pending_fences;
  if (kind & BRAID_FENCE_ACQUIRE) pending |= kOrderAcquireFence;
  if (kind & BRAID_FENCE_RELEASE) pending |= kOrderReleaseFence;
  if (kind & BRAID_FENCE_SEQ_CST) pending |= kOrderSeqCstFence;
}

void Runtime::on_cmpxchg(void* addr, std::uint64_t size, std::uint64_t expected,
                         std::uint64_t desired, LocationId loc, std::uint32_t order) {
  if (!executing_) return;
  const ProgramFramesMark mark(cur().program_frames_end, __builtin_dwarf_cfa());
  PendingOp op;
  op.kind = OpKind::Rmw;  // success is only known when it executes
  op.addr = reinterpret_cast<std::uint64_t>(addr);
  op.size = static_cast<std::uint32_t>(size);
  op.flags = kFlagAtomic | kFlagCas;
  op.loc = loc;
  const std::uint64_t mask = size >= 8 ? ~0ULL : ((1ULL << (size * 8)) - 1);
  op.expected = expected & mask;
  schedule_point(op);
  const std::uint64_t old = read_value(addr, size);
  const bool success = (old & mask) == (expected & mask);
  Event& e = record(success ? OpKind::CasSuccess : OpKind::CasFailure, op.addr, op.size, loc);
  e.flags = kFlagAtomic;
  // A failed compare-exchange is a load with the failure ordering.
  e.order |= success ? order_of(order, true, true)
                     : order_of(((order & BRAID_ACCESS_FAIL_NO_ACQUIRE) ? BRAID_ACCESS_NO_ACQUIRE : 0u) |
                                    ((order & BRAID_ACCESS_FAIL_NOT_SEQ_CST) ? BRAID_ACCESS_NOT_SEQ_CST : 0u),
                                true, false);
  e.value_read = old;
  e.value_written = (success ? desired : expected) & mask;  // Event::value_written
  if (success) begin_write_check(op.addr, size);
  check_stack_access(addr, size, success, loc);
  if (success) note_heap_write(addr, size);
  // Checked when the access really happens (another thread may have freed the block
  // while this one waited), after recording it: the exploration sees the faulty access.
  check_heap_access(addr, size, true, loc);
}

void Runtime::set_callsite(LocationId loc) {
  if (current() != this) return;
  if (executing_) cur().callsite = loc;
  else static_init_callsite_ = loc;  // static initialisation (refuse_static_init)
}

LocationId Runtime::callsite() const {
  return executing_ ? threads_[current_]->callsite : 0;
}

void Runtime::loop_tick(LocationId loc) {
  if (!executing_) return;
  ThreadRecord& t = cur();
  if (tick_deadline_.passed()) interrupt_execution();
  if (++t.loop_ticks > config_.max_loop_ticks) {
    fail(BugKind::Bound,
         "thread " + std::to_string(t.id) + " looped " + std::to_string(config_.max_loop_ticks) +
             " times without a visible operation: possibly non-terminating",
         loc);
  }
}

void* Runtime::tls_address(void* global, std::uint64_t size) {
  if (!executing_) return global;
  ThreadRecord& t = cur();
  if (t.completion_of)
    fail(BugKind::Unsupported,
         "a std::barrier completion function uses thread_local storage: braid runs completion functions on a "
         "thread of its own (so that arrivals commute), not on one of the participating threads",
         t.callsite);
  for (auto& [g, copy] : t.tls) {
    if (g == global) return copy;
  }
  // The global itself still holds the initial value (the pass made it non-thread-local
  // and only this hook hands out addresses), so each thread copies it on first use.
  void* copy = heap_.allocate(t.id, size ? size : 1);
  if (!copy) fail(BugKind::Crash, "out of memory for thread-local storage", 0);
  std::memcpy(copy, global, size);
  t.tls.emplace_back(global, copy);
  return copy;
}

}  // namespace braid::runtime
