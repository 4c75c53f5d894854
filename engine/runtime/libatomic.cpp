// libatomic's out-of-line atomics: Clang calls them for atomic objects larger than the
// target's lock-free width (a 16-byte `_Atomic struct { void* p; long tag; }`, the ABA-safe
// stack head, an `__int128` counter), as the generic `__atomic_load(size, obj, ret, order)`
// family or the sized `__atomic_*_16` ones (load, store, exchange, compare-exchange,
// fetch-and-op, op-and-fetch). They are not in braid's process (libatomic is not loaded),
// so the program would not link; braid provides them as modelled atomic operations: the access is
// an atomic event of the object's size, and a read-modify-write runs in an atomic block
// (runtime/mutex.cpp: all atomic blocks exclude each other), as libatomic's lock does.
// Every memory order is sequentially consistent under braid.
#include <cstddef>
#include <cstring>

#include "runtime/intercept.h"
#include "runtime/runtime.h"

namespace braid::runtime {

namespace {

Runtime* live_runtime() {
  Runtime* r = Runtime::current();
  return r && r->executing() ? r : nullptr;
}

// The atomic block around one operation (nothing outside an execution: static
// initialisation runs on one thread).
class AtomicOperation {
 public:
  AtomicOperation() : runtime_(live_runtime()) {
    if (runtime_) runtime_->atomic_begin();
  }
  ~AtomicOperation() {
    if (runtime_) runtime_->atomic_end();
  }
  AtomicOperation(const AtomicOperation&) = delete;
  AtomicOperation& operator=(const AtomicOperation&) = delete;
  void read(const void* object, std::size_t size) {
    if (runtime_) runtime_->on_load(object, size, kFlagAtomic, runtime_->callsite());
  }
  // `value`: the bytes the operation then stores (nullptr: not known yet, 16 bytes, beyond
  // what an event's value holds).
  void write(void* object, const void* value, std::size_t size) {
    if (!runtime_) return;
    if (value) runtime_->on_copy_store(object, value, size, kFlagAtomic, runtime_->callsite());
    else runtime_->on_store(object, size, 0, kFlagAtomic, runtime_->callsite());
  }

 private:
  Runtime* runtime_;
};

void r_atomic_load(std::size_t size, void* object, void* result, int) {
  AtomicOperation op;
  op.read(object, size);
  std::memcpy(result, object, size);
}
void r_atomic_store(std::size_t size, void* object, void* value, int) {
  AtomicOperation op;
  op.write(object, value, size);
  std::memcpy(object, value, size);
}
void r_atomic_exchange(std::size_t size, void* object, void* value, void* result, int) {
  AtomicOperation op;
  op.read(object, size);
  op.write(object, value, size);
  std::memcpy(result, object, size);
  std::memcpy(object, value, size);
}
bool r_atomic_compare_exchange(std::size_t size, void* object, void* expected, void* desired, int, int) {
  AtomicOperation op;
  op.read(object, size);
  if (std::memcmp(object, expected, size) == 0) {
    op.write(object, desired, size);
    std::memcpy(object, desired, size);
    return true;
  }
  std::memcpy(expected, object, size);
  return false;
}

using U128 = unsigned __int128;
U128 r_atomic_load_16(void* object, int order) {
  U128 v;
  r_atomic_load(sizeof v, object, &v, order);
  return v;
}
void r_atomic_store_16(void* object, U128 value, int order) { r_atomic_store(sizeof value, object, &value, order); }
U128 r_atomic_exchange_16(void* object, U128 value, int order) {
  U128 old;
  r_atomic_exchange(sizeof value, object, &value, &old, order);
  return old;
}
bool r_atomic_compare_exchange_16(void* object, void* expected, U128 desired, bool, int success, int failure) {
  return r_atomic_compare_exchange(sizeof desired, object, expected, &desired, success, failure);
}

// __atomic_fetch_OP_16 (returns the old value) and __atomic_OP_fetch_16 (the new one).
template <U128 (*Apply)(U128, U128), bool ReturnNew>
U128 r_atomic_rmw_16(void* object, U128 value, int) {
  AtomicOperation op;
  op.read(object, sizeof value);
  op.write(object, nullptr, sizeof value);
  U128 old;
  std::memcpy(&old, object, sizeof old);
  const U128 updated = Apply(old, value);
  std::memcpy(object, &updated, sizeof updated);
  return ReturnNew ? updated : old;
}
U128 add(U128 a, U128 b) { return a + b; }
U128 sub(U128 a, U128 b) { return a - b; }
U128 bit_and(U128 a, U128 b) { return a & b; }
U128 bit_or(U128 a, U128 b) { return a | b; }
U128 bit_xor(U128 a, U128 b) { return a ^ b; }
U128 nand(U128 a, U128 b) { return ~(a & b); }

const InterceptedSymbol kLibatomicSymbols[] = {
    {"__atomic_fetch_add_16", fn(r_atomic_rmw_16<add, false>)},
    {"__atomic_fetch_sub_16", fn(r_atomic_rmw_16<sub, false>)},
    {"__atomic_fetch_and_16", fn(r_atomic_rmw_16<bit_and, false>)},
    {"__atomic_fetch_or_16", fn(r_atomic_rmw_16<bit_or, false>)},
    {"__atomic_fetch_xor_16", fn(r_atomic_rmw_16<bit_xor, false>)},
    {"__atomic_fetch_nand_16", fn(r_atomic_rmw_16<nand, false>)},
    {"__atomic_add_fetch_16", fn(r_atomic_rmw_16<add, true>)},
    {"__atomic_sub_fetch_16", fn(r_atomic_rmw_16<sub, true>)},
    {"__atomic_and_fetch_16", fn(r_atomic_rmw_16<bit_and, true>)},
    {"__atomic_or_fetch_16", fn(r_atomic_rmw_16<bit_or, true>)},
    {"__atomic_xor_fetch_16", fn(r_atomic_rmw_16<bit_xor, true>)},
    {"__atomic_nand_fetch_16", fn(r_atomic_rmw_16<nand, true>)},
    {"__atomic_load", fn(r_atomic_load)},
    {"__atomic_store", fn(r_atomic_store)},
    {"__atomic_exchange", fn(r_atomic_exchange)},
    {"__atomic_compare_exchange", fn(r_atomic_compare_exchange)},
    {"__atomic_load_16", fn(r_atomic_load_16)},
    {"__atomic_store_16", fn(r_atomic_store_16)},
    {"__atomic_exchange_16", fn(r_atomic_exchange_16)},
    {"__atomic_compare_exchange_16", fn(r_atomic_compare_exchange_16)},
};

}  // namespace

std::span<const InterceptedSymbol> libatomic_symbols() { return kLibatomicSymbols; }

}  // namespace braid::runtime
