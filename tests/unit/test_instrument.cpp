// Tests of the instrumentation pipeline (engine/instrument/pipeline.cpp and its transformations): C sources
// are compiled by the frontend, instrumented, and the resulting IR is inspected.
#include <catch2/catch.hpp>

#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "frontend/compiler.h"
#include "instrument/instrument.h"
#include "runtime/hooks.h"

namespace {

namespace fs = std::filesystem;

// Compiles `source` (written to a private temporary file) and instruments it.
struct Instrumented {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module;
  braid::InstrumentResult result;
  std::string file;
  std::string diagnostics;
  fs::path dir;

  Instrumented(const std::string& source, const std::string& name = "prog.c") {
    std::random_device rd;
    dir = fs::temp_directory_path() /
          ("braid-instr-" + std::to_string(rd()) + "-" + std::to_string(rd()));
    fs::create_directories(dir);
    file = (dir / name).string();
    std::ofstream(file) << source;
    braid::CompileRequest req;
    req.files = {file};
    auto compiled = braid::compile_to_module(req, context);
    diagnostics = compiled.diagnostics;
    if (!compiled.ok) return;
    module = std::move(compiled.module);
    result = braid::instrument_module(*module);
  }
  ~Instrumented() {
    module.reset();  // before the context
    std::error_code ec;
    fs::remove_all(dir, ec);
  }

  // Calls to `callee` in `function` (or anywhere when empty), in program order.
  std::vector<llvm::CallInst*> calls(const std::string& callee,
                                     const std::string& function = "") const {
    std::vector<llvm::CallInst*> out;
    for (llvm::Function& f : *module) {
      if (!function.empty() && f.getName() != function) continue;
      for (llvm::Instruction& inst : llvm::instructions(f))
        if (auto* call = llvm::dyn_cast<llvm::CallInst>(&inst))
          if (llvm::Function* fn = call->getCalledFunction(); fn && fn->getName() == callee)
            out.push_back(call);
    }
    return out;
  }

  const braid::SourceLocation& location_of(llvm::CallInst* hook) const {
    auto* id = llvm::cast<llvm::ConstantInt>(hook->getArgOperand(hook->arg_size() - 1));
    return result.locations[static_cast<braid::LocationId>(id->getZExtValue())];
  }

  std::string ir() const {
    std::string s;
    llvm::raw_string_ostream os(s);
    module->print(os, nullptr);
    return s;
  }

  bool verifies() const {
    std::string errors;
    llvm::raw_string_ostream os(errors);
    bool broken = llvm::verifyModule(*module, &os);
    UNSCOPED_INFO(errors);
    return !broken;
  }
};

std::uint64_t const_arg(llvm::CallInst* call, unsigned i) {
  return llvm::cast<llvm::ConstantInt>(call->getArgOperand(i))->getZExtValue();
}

}  // namespace

TEST_CASE("instrument: a global increment gets a load and a store hook", "[instrument]") {
  Instrumented p(R"(#include <pthread.h>
int counter;
void *worker(void *arg) {
  counter++;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return counter;
}
)");
  INFO(p.diagnostics);
  REQUIRE(p.module);
  INFO(p.ir());
  auto loads = p.calls("__braid_load", "worker");
  auto stores = p.calls("__braid_store", "worker");
  REQUIRE(loads.size() == 1);
  REQUIRE(stores.size() == 1);
  for (llvm::CallInst* hook : {loads[0], stores[0]}) {
    const auto& loc = p.location_of(hook);
    CHECK(loc.file == p.file);
    CHECK(loc.line == 4);
    CHECK(loc.column == 10);  // clang places `counter++` at its operator
    CHECK(loc.function == "worker");
    CHECK(loc.object == "counter");
    CHECK(hook->getArgOperand(0) == p.module->getNamedGlobal("counter"));
    CHECK(const_arg(hook, 1) == 4);  // size
  }
  CHECK(const_arg(loads[0], 2) == 0);       // flags: plain access
  CHECK(const_arg(stores[0], 3) == 0);      // flags
  // Each hook immediately precedes the access it guards.
  CHECK(llvm::isa<llvm::LoadInst>(loads[0]->getNextNode()));
  CHECK(llvm::isa<llvm::StoreInst>(stores[0]->getNextNode()));
  // The stored value is passed along (counter + 1, zero-extended).
  auto* stored = llvm::cast<llvm::StoreInst>(stores[0]->getNextNode())->getValueOperand();
  auto* zext = llvm::dyn_cast<llvm::ZExtInst>(stores[0]->getArgOperand(2));
  REQUIRE(zext);
  CHECK(zext->getOperand(0) == stored);
  CHECK(p.result.stats.loads >= 2);  // worker + main's read of counter
  CHECK(p.result.stats.stores >= 1);
  CHECK(p.result.unsupported.empty());
  CHECK(p.verifies());
}

TEST_CASE("instrument: locals whose address does not escape get no hooks", "[instrument]") {
  Instrumented p(R"(
int pick(int k) {
  int arr[16];
  for (int i = 0; i < 16; i++) arr[i] = i * k;
  int sum = 0;
  for (int i = 0; i < 16; i++) sum += arr[(i * 7 + k) & 15];
  return sum;
}
int main(void) { return pick(3) > 0 ? 0 : 1; }
)");
  REQUIRE(p.module);
  INFO(p.ir());
  CHECK(p.calls("__braid_load").empty());
  CHECK(p.calls("__braid_store").empty());
  CHECK(p.result.stats.loads == 0);
  CHECK(p.result.stats.stores == 0);
  CHECK(p.result.stats.skipped_local > 0);  // the array survives SROA but stays private
  CHECK(p.verifies());
}

TEST_CASE("instrument: a local whose address is given to a thread is instrumented",
          "[instrument]") {
  Instrumented p(R"(#include <pthread.h>
void *worker(void *arg) {
  int *p = arg;
  *p = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  int shared = 0;
  pthread_create(&t, 0, worker, &shared);
  shared = 2;
  pthread_join(t, 0);
  return shared;
}
)");
  REQUIRE(p.module);
  INFO(p.ir());
  auto main_stores = p.calls("__braid_store", "main");
  bool found = false;
  for (auto* s : main_stores) {
    const auto& loc = p.location_of(s);
    if (loc.line == 11 && loc.object == "shared") {
      found = true;
      CHECK(loc.column == 10);
      CHECK(const_arg(s, 2) == 2);  // the stored value
    }
  }
  CHECK(found);
  auto main_loads = p.calls("__braid_load", "main");
  REQUIRE_FALSE(main_loads.empty());
  CHECK(p.location_of(main_loads.back()).object == "shared");
  // Through a pointer argument: instrumented, named after the pointer variable.
  auto worker_stores = p.calls("__braid_store", "worker");
  REQUIRE(worker_stores.size() == 1);
  CHECK(p.location_of(worker_stores[0]).line == 4);
  CHECK(p.location_of(worker_stores[0]).object == "*p");
  CHECK(p.verifies());
}

TEST_CASE("instrument: atomics become rmw and cmpxchg hooks", "[instrument]") {
  Instrumented p(R"(#include <stdatomic.h>
atomic_int n;
atomic_long big;
int main(void) {
  atomic_fetch_add(&n, 5);
  atomic_fetch_sub(&big, 2);
  int expected = 0;
  atomic_compare_exchange_strong(&n, &expected, 9);
  atomic_exchange(&n, 4);
  atomic_store(&n, 3);
  return atomic_load(&n);
}
)");
  REQUIRE(p.module);
  INFO(p.ir());
  auto rmws = p.calls("__braid_rmw", "main");
  REQUIRE(rmws.size() == 3);
  CHECK(const_arg(rmws[0], 1) == 4);
  CHECK(const_arg(rmws[0], 2) == 5);
  CHECK(const_arg(rmws[0], 3) == BRAID_RMW_ADD);
  CHECK(p.location_of(rmws[0]).line == 5);
  CHECK(p.location_of(rmws[0]).object == "n");
  CHECK(const_arg(rmws[1], 1) == 8);
  CHECK(const_arg(rmws[1], 3) == BRAID_RMW_SUB);
  CHECK(p.location_of(rmws[1]).object == "big");
  CHECK(const_arg(rmws[2], 3) == BRAID_RMW_XCHG);
  CHECK(llvm::isa<llvm::AtomicRMWInst>(rmws[0]->getNextNode()));

  auto cx = p.calls("__braid_cmpxchg", "main");
  REQUIRE(cx.size() == 1);
  CHECK(const_arg(cx[0], 1) == 4);
  CHECK(const_arg(cx[0], 2) == 0);  // expected
  CHECK(const_arg(cx[0], 3) == 9);  // desired
  CHECK(p.location_of(cx[0]).line == 8);
  CHECK(llvm::isa<llvm::AtomicCmpXchgInst>(cx[0]->getNextNode()));

  auto stores = p.calls("__braid_store", "main");
  REQUIRE(stores.size() == 1);
  CHECK(const_arg(stores[0], 3) == BRAID_ACCESS_ATOMIC);
  auto loads = p.calls("__braid_load", "main");
  REQUIRE(loads.size() == 1);
  CHECK(const_arg(loads[0], 2) == BRAID_ACCESS_ATOMIC);
  CHECK(p.result.stats.rmws == 3);
  CHECK(p.result.stats.cmpxchgs == 1);
  // seq_cst: no weaker-order flag; the result is unused (the weak-memory check's rule 3)
  CHECK(const_arg(rmws[0], 4) == BRAID_ACCESS_RESULT_UNUSED);
  CHECK(const_arg(cx[0], 4) == 0);
  CHECK(p.verifies());
}

TEST_CASE("instrument: memory orders of atomics and fences reach the hooks", "[instrument][races]") {
  Instrumented p(R"(#include <stdatomic.h>
atomic_int n;
int m;  // a plain int: the GCC builtins take no _Atomic object
int main(void) {
  atomic_store_explicit(&n, 1, memory_order_relaxed);
  atomic_store_explicit(&n, 2, memory_order_release);
  atomic_thread_fence(memory_order_release);
  atomic_signal_fence(memory_order_seq_cst);
  atomic_fetch_add_explicit(&n, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&n, 1, memory_order_acquire);
  int expected = 0;
  atomic_compare_exchange_strong_explicit(&n, &expected, 9, memory_order_release, memory_order_relaxed);
  atomic_thread_fence(memory_order_acquire);
  atomic_thread_fence(memory_order_seq_cst);
  int a = atomic_load_explicit(&n, memory_order_relaxed);
  return a + atomic_load_explicit(&n, memory_order_acquire) + __atomic_load_n(&m, __ATOMIC_RELAXED);
}
)");
  REQUIRE(p.module);
  INFO(p.ir());
  auto stores = p.calls("__braid_store", "main");
  REQUIRE(stores.size() == 2);
  constexpr std::uint32_t weak = BRAID_ACCESS_NOT_SEQ_CST;  // every order below is weaker than seq_cst
  CHECK(const_arg(stores[0], 3) == (BRAID_ACCESS_ATOMIC | BRAID_ACCESS_NO_RELEASE | weak));
  CHECK(const_arg(stores[1], 3) == (BRAID_ACCESS_ATOMIC | weak));
  auto rmws = p.calls("__braid_rmw", "main");
  REQUIRE(rmws.size() == 2);
  constexpr std::uint32_t unused = BRAID_ACCESS_RESULT_UNUSED;
  CHECK(const_arg(rmws[0], 4) == (BRAID_ACCESS_NO_ACQUIRE | BRAID_ACCESS_NO_RELEASE | weak | unused));
  CHECK(const_arg(rmws[1], 4) == (BRAID_ACCESS_NO_RELEASE | weak | unused));
  auto cx = p.calls("__braid_cmpxchg", "main");
  REQUIRE(cx.size() == 1);
  CHECK(const_arg(cx[0], 4) ==
        (BRAID_ACCESS_NO_ACQUIRE | BRAID_ACCESS_FAIL_NO_ACQUIRE | weak | BRAID_ACCESS_FAIL_NOT_SEQ_CST));
  auto loads = p.calls("__braid_load", "main");
  REQUIRE(loads.size() == 3);
  CHECK(const_arg(loads[0], 2) == (BRAID_ACCESS_ATOMIC | BRAID_ACCESS_NO_ACQUIRE | weak));
  CHECK(const_arg(loads[1], 2) == (BRAID_ACCESS_ATOMIC | weak));
  CHECK(const_arg(loads[2], 2) == (BRAID_ACCESS_ATOMIC | BRAID_ACCESS_NO_ACQUIRE | weak));
  // The thread fences, not the signal fence.
  auto fences = p.calls("__braid_fence", "main");
  REQUIRE(fences.size() == 3);
  CHECK(const_arg(fences[0], 0) == BRAID_FENCE_RELEASE);
  CHECK(const_arg(fences[1], 0) == BRAID_FENCE_ACQUIRE);
  CHECK(const_arg(fences[2], 0) == (BRAID_FENCE_ACQUIRE | BRAID_FENCE_RELEASE | BRAID_FENCE_SEQ_CST));
  CHECK(p.verifies());
}

TEST_CASE("instrument: a relaxed load's control-dependent acquire fence and unused results reach the hooks",
          "[instrument][races]") {
  Instrumented p(R"(#include <stdatomic.h>
atomic_int f, g, h, k, n;
int data;
int main(void) {
  int r = 0;
  if (atomic_load_explicit(&f, memory_order_relaxed)) {
    atomic_thread_fence(memory_order_acquire);
    r += data;
  }
  while (atomic_load_explicit(&g, memory_order_relaxed) == 0) {
  }
  atomic_thread_fence(memory_order_acquire);
  if (atomic_load_explicit(&h, memory_order_relaxed)) {
    r += atomic_load_explicit(&n, memory_order_relaxed);
    atomic_thread_fence(memory_order_acquire);
  }
  if (atomic_load_explicit(&k, memory_order_acquire)) r += data;
  atomic_fetch_add_explicit(&n, 1, memory_order_relaxed);
  return r + atomic_fetch_add_explicit(&n, 1, memory_order_relaxed);
}
)");
  REQUIRE(p.module);
  INFO(p.ir());
  auto loads = p.calls("__braid_load", "main");
  // f, data, g twice (the loop is rotated: its test is copied before the loop), h, n, k, data
  REQUIRE(loads.size() == 8);
  constexpr std::uint32_t relaxed = BRAID_ACCESS_ATOMIC | BRAID_ACCESS_NO_ACQUIRE | BRAID_ACCESS_NOT_SEQ_CST;
  // `if (f)`: the nonzero path fences first.
  CHECK(const_arg(loads[0], 2) == (relaxed | BRAID_ACCESS_FENCE_IF_NONZERO));
  // The spin's exit (a nonzero value) reaches the fence after the loop, from both copies of
  // its test.
  CHECK(const_arg(loads[2], 2) == (relaxed | BRAID_ACCESS_FENCE_IF_NONZERO));
  CHECK(const_arg(loads[3], 2) == (relaxed | BRAID_ACCESS_FENCE_IF_NONZERO));
  // A load before the fence: no flag.
  CHECK(const_arg(loads[4], 2) == relaxed);
  CHECK(const_arg(loads[5], 2) == relaxed);
  // An acquire load needs none.
  CHECK(const_arg(loads[6], 2) == (BRAID_ACCESS_ATOMIC | BRAID_ACCESS_NOT_SEQ_CST));
  auto rmws = p.calls("__braid_rmw", "main");
  REQUIRE(rmws.size() == 2);
  CHECK((const_arg(rmws[0], 4) & BRAID_ACCESS_RESULT_UNUSED) != 0);
  CHECK((const_arg(rmws[1], 4) & BRAID_ACCESS_RESULT_UNUSED) == 0);
  CHECK(p.verifies());
}

TEST_CASE("instrument: a read-modify-write's result is judged unused after the optimiser inlines its wrapper",
          "[instrument][races]") {
  // weak15: a helper returning what fetch_add read (as libstdc++'s atomic_ref::fetch_add and
  // operator++ do) is a call when the pass runs; the copies inlined where the caller drops the
  // value are marked unused, the copy whose value is returned to the caller is not.
  Instrumented p(R"(#include <stdatomic.h>
atomic_int n;
static int bump(void) { return atomic_fetch_add_explicit(&n, 1, memory_order_relaxed); }
int main(void) {
  bump();
  bump();
  return bump();
}
)");
  REQUIRE(p.module);
  INFO(p.ir());
  auto rmws = p.calls("__braid_rmw", "main");
  REQUIRE(rmws.size() == 3);
  CHECK((const_arg(rmws[0], 4) & BRAID_ACCESS_RESULT_UNUSED) != 0);
  CHECK((const_arg(rmws[1], 4) & BRAID_ACCESS_RESULT_UNUSED) != 0);
  CHECK((const_arg(rmws[2], 4) & BRAID_ACCESS_RESULT_UNUSED) == 0);
  CHECK(p.verifies());
}

TEST_CASE("instrument: memcpy and memset on shared memory call the runtime", "[instrument]") {
  Instrumented p(R"(#include <string.h>
int dst[8];
int src[8];
int main(void) {
  int tmp[8];
  memcpy(dst, src, sizeof dst);
  memset(src, 1, sizeof src);
  memmove(dst + 1, dst, 4 * sizeof(int));
  memcpy(tmp, tmp + 4, 4 * sizeof(int));
  return tmp[0] + dst[3];
}
)");
  REQUIRE(p.module);
  INFO(p.ir());
  auto cpy = p.calls("__braid_memcpy", "main");
  REQUIRE(cpy.size() == 1);
  CHECK(cpy[0]->getArgOperand(0) == p.module->getNamedGlobal("dst"));
  CHECK(cpy[0]->getArgOperand(1) == p.module->getNamedGlobal("src"));
  CHECK(const_arg(cpy[0], 2) == 32);
  CHECK(p.location_of(cpy[0]).line == 6);
  CHECK(p.location_of(cpy[0]).object == "dst");
  auto set = p.calls("__braid_memset", "main");
  REQUIRE(set.size() == 1);
  CHECK(const_arg(set[0], 1) == 1);
  CHECK(const_arg(set[0], 2) == 32);
  REQUIRE(p.calls("__braid_memmove", "main").size() == 1);
  // No shared memory intrinsic survives (the private copy may).
  for (llvm::Instruction& inst : llvm::instructions(*p.module->getFunction("main")))
    if (auto* mi = llvm::dyn_cast<llvm::MemIntrinsic>(&inst))
      CHECK_FALSE(llvm::isa<llvm::GlobalVariable>(mi->getDest()->stripPointerCasts()));
  CHECK(p.result.stats.memintrinsics == 3);
  CHECK(p.verifies());
}

TEST_CASE("instrument: thread-local variables get a per-thread address", "[instrument]") {
  Instrumented p(R"(#include <pthread.h>
_Thread_local int tl = 5;
void *worker(void *arg) {
  tl++;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return tl;
}
)");
  REQUIRE(p.module);
  INFO(p.ir());
  llvm::GlobalVariable* gv = p.module->getNamedGlobal("tl");
  REQUIRE(gv);
  CHECK_FALSE(gv->isThreadLocal());
  auto* init = llvm::dyn_cast<llvm::ConstantInt>(gv->getInitializer());
  REQUIRE(init);
  CHECK(init->getZExtValue() == 5);  // the initial value of every thread's copy
  auto addr = p.calls("__braid_tls_address", "worker");
  REQUIRE(addr.size() == 1);
  CHECK(addr[0]->getArgOperand(0) == gv);
  CHECK(const_arg(addr[0], 1) == 4);
  // Accesses through the per-thread address are private.
  CHECK(p.calls("__braid_load", "worker").empty());
  CHECK(p.calls("__braid_store", "worker").empty());
  CHECK_FALSE(p.calls("__braid_tls_address", "main").empty());
  CHECK(p.ir().find("llvm.threadlocal.address") == std::string::npos);
  CHECK(p.verifies());
}

TEST_CASE("instrument: a pthread_mutex_unlock whose result is unused calls the unchecked unlock", "[instrument]") {
  // An EPERM nobody looks at is a misuse; a result the program uses keeps the call (trust20).
  Instrumented p(R"(#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int main(void) {
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  return pthread_mutex_unlock(&m);
}
)");
  REQUIRE(p.module);
  INFO(p.ir());
  CHECK(p.calls("__braid_mutex_unlock_unchecked", "main").size() == 1);
  CHECK(p.calls("pthread_mutex_unlock", "main").size() == 1);
}

TEST_CASE("instrument: calls to library functions are preceded by a callsite hook",
          "[instrument]") {
  Instrumented p(R"(#include <pthread.h>
#include <assert.h>
#include <stdlib.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;
int main(void) {
  pthread_mutex_lock(&m);
  x = 1;
  pthread_mutex_unlock(&m);
  int *p = malloc(sizeof *p);
  assert(p != 0);
  free(p);
  return 0;
}
)");
  REQUIRE(p.module);
  INFO(p.ir());
  // The unlock's result is unused: it calls __braid_mutex_unlock_unchecked (trust20).
  for (const char* fn : {"pthread_mutex_lock", "__braid_mutex_unlock_unchecked", "__assert_fail"}) {
    auto calls = p.calls(fn, "main");
    INFO(fn);
    REQUIRE(calls.size() == 1);
    auto* prev = llvm::dyn_cast_or_null<llvm::CallInst>(calls[0]->getPrevNode());
    REQUIRE(prev);
    REQUIRE(prev->getCalledFunction());
    CHECK(prev->getCalledFunction()->getName() == "__braid_callsite");
    const auto& loc = p.location_of(prev);
    CHECK(loc.function == "main");
    if (std::string(fn) == "pthread_mutex_lock") {
      CHECK(loc.line == 7);
      CHECK(loc.column == 3);
    }
  }
  // Hooks themselves are never announced (the pass's stand-ins for library calls are).
  for (llvm::CallInst* cs : p.calls("__braid_callsite")) {
    auto* next = llvm::dyn_cast<llvm::CallInst>(cs->getNextNode());
    REQUIRE(next);
    const llvm::StringRef callee = next->getCalledFunction()->getName();
    CHECK((!callee.starts_with("__braid_") || callee == "__braid_mutex_unlock_unchecked"));
  }
  CHECK(p.verifies());
}

TEST_CASE("instrument: loops without visible operations get a loop tick", "[instrument]") {
  Instrumented p(R"(#include <pthread.h>
int flag;
void spin_forever(void) {
  while (1) {}
}
int local_loop(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += i;
  return s;
}
void wait_flag(void) {
  while (!flag) {}
}
void touch(void) { flag = 1; }
void calls_touch(int n) {
  for (int i = 0; i < n; i++) touch();
}
int main(void) {
  wait_flag();
  calls_touch(3);
  spin_forever();
  return local_loop(4);
}
)");
  REQUIRE(p.module);
  INFO(p.ir());
  auto ticks = p.calls("__braid_loop_tick", "spin_forever");
  REQUIRE(ticks.size() == 1);
  CHECK(p.location_of(ticks[0]).line == 4);
  CHECK(p.location_of(ticks[0]).function == "spin_forever");
  CHECK_FALSE(p.calls("__braid_loop_tick", "local_loop").empty());
  // A loop reading shared memory is already visible.
  CHECK(p.calls("__braid_loop_tick", "wait_flag").empty());
  // A loop calling a program function with visible operations needs no tick either.
  CHECK(p.calls("__braid_loop_tick", "calls_touch").empty());
  CHECK(p.result.stats.loop_ticks >= 2);
  CHECK(p.verifies());
}

TEST_CASE("instrument: CAS and exchange spin loops are marked like await loops", "[instrument]") {
  // Spin loops are marked, calls and stores included: the runtime judges each iteration
  // from what it did (runtime/await.cpp; a store that changed memory is progress). A CAS
  // on a thread-private local has no hook (an unseen write): such a loop is not marked.
  Instrumented p(R"(#include <stdatomic.h>
#include <sched.h>
#include <stdio.h>
int l;
atomic_flag f = ATOMIC_FLAG_INIT;
void cas_lock(void) { while (!__sync_bool_compare_and_swap(&l, 0, 1)) {} }
void tas_lock(void) { while (atomic_flag_test_and_set(&f)) {} }
void weak_lock(void) { int e = 0; while (!__atomic_compare_exchange_n(&l, &e, 1, 1, 5, 5)) e = 0; }
int private_cas(int n) { int v = n; while (!__sync_bool_compare_and_swap(&v, 1, 2)) v = n; return v; }
int private_cas2(int n) { int v = n; while (!__sync_bool_compare_and_swap(&v, 1, 2)) {} return v; }
void storing(void) { while (!__sync_bool_compare_and_swap(&l, 0, 1)) l = 0; }
void polite_lock(void) { while (!__sync_bool_compare_and_swap(&l, 0, 1)) { __builtin_ia32_pause(); sched_yield(); } }
void asm_lock(void) { while (__sync_lock_test_and_set(&l, 1)) __asm__ volatile("pause" ::: "memory"); }
void calling(void) { while (!__sync_bool_compare_and_swap(&l, 0, 1)) puts("busy"); }
int main(void) { cas_lock(); tas_lock(); weak_lock(); storing(); polite_lock(); asm_lock(); calling();
  return private_cas(1) + private_cas2(1); }
)");
  REQUIRE(p.module);
  INFO(p.ir());
  for (const char* f : {"cas_lock", "tas_lock", "weak_lock", "polite_lock", "asm_lock", "storing", "calling"}) {
    INFO(f);
    CHECK(p.calls("__braid_await_latch", f).size() == 1);
  }
  CHECK(p.calls("__braid_await_latch", "private_cas").empty());
  CHECK(p.calls("__braid_await_latch", "private_cas2").empty());
  CHECK(p.verifies());
}

TEST_CASE("instrument: struct fields and array elements are named", "[instrument]") {
  Instrumented p(R"(
struct account { int id; long balance; } acct;
int buf[4];
struct account accounts[3];
int main(int argc, char **argv) {
  acct.balance = 10;
  buf[argc] = 1;
  buf[2] = 3;
  accounts[1].balance = 7;
  static int counter;
  counter++;
  return 0;
}
)");
  REQUIRE(p.module);
  INFO(p.ir());
  std::vector<std::string> objects;
  for (auto* s : p.calls("__braid_store", "main")) objects.push_back(p.location_of(s).object);
  CHECK(objects == std::vector<std::string>{"acct.balance", "buf[...]", "buf[2]",
                                            "accounts[1].balance", "counter"});
}

TEST_CASE("instrument: inline assembly touching memory is refused", "[instrument]") {
  Instrumented p(R"(
int x;
int main(void) {
  asm volatile("" ::: "memory");
  asm volatile("pause");
  int y;
  asm("movl %1, %0" : "=r"(y) : "r"(5));
  asm volatile("movl $1, %0" : "=m"(x));
  return y;
}
)");
  REQUIRE(p.module);
  REQUIRE(p.result.unsupported.size() == 1);
  CHECK(p.result.unsupported[0].rfind(p.file + ":8:3: inline assembly", 0) == 0);
}

TEST_CASE("instrument: __VERIFIER_atomic_ functions run as atomic blocks", "[instrument]") {
  Instrumented p(R"(
int x;
void __VERIFIER_atomic_inc(void) { x++; }
int main(void) { __VERIFIER_atomic_inc(); return x; }
)");
  REQUIRE(p.module);
  INFO(p.ir());
  // The function may be inlined into main or not (since trust23 every program function
  // checks its stack limit at entry, which -O1 may find too costly to inline): either way
  // one begin and one end surround the accesses.
  const auto begins = p.calls("__VERIFIER_atomic_begin", "main").size() +
                      p.calls("__VERIFIER_atomic_begin", "__VERIFIER_atomic_inc").size();
  const auto ends = p.calls("__VERIFIER_atomic_end", "main").size() +
                    p.calls("__VERIFIER_atomic_end", "__VERIFIER_atomic_inc").size();
  REQUIRE(begins >= 1);  // (2 when inlined: main's copy and the function's own definition)
  REQUIRE(ends == begins);
  CHECK(p.verifies());
}

TEST_CASE("instrument: C++ programs instrument and verify", "[instrument]") {
  Instrumented p(R"(#include <atomic>
#include <mutex>
#include <thread>
std::atomic<int> hits{0};
thread_local int per_thread = 1;
std::mutex mu;
int plain;
int main() {
  std::thread t([] { hits.fetch_add(1); per_thread++; std::lock_guard<std::mutex> g(mu); plain++; });
  t.join();
  int e = 1;
  hits.compare_exchange_strong(e, 7);
  return plain;
}
)",
                 "prog.cpp");
  INFO(p.diagnostics);
  REQUIRE(p.module);
  CHECK(p.result.unsupported.empty());
  CHECK(p.result.stats.rmws >= 1);
  CHECK(p.result.stats.cmpxchgs >= 1);
  CHECK_FALSE(p.calls("__braid_tls_address").empty());
  bool plain_named = false;
  for (auto* s : p.calls("__braid_store"))
    if (p.location_of(s).object == "plain" && p.location_of(s).line == 9) plain_named = true;
  CHECK(plain_named);
  CHECK(p.verifies());
}

TEST_CASE("instrument: hook declarations match the runtime ABI", "[instrument]") {
  Instrumented p("int g; int main(void) { g = 1; return g; }\n");
  REQUIRE(p.module);
  llvm::LLVMContext& ctx = p.context;
  auto* i32 = llvm::Type::getInt32Ty(ctx);
  auto* i64 = llvm::Type::getInt64Ty(ctx);
  auto* ptr = llvm::PointerType::getUnqual(ctx);
  auto* void_ = llvm::Type::getVoidTy(ctx);
  auto check = [&](const char* name, llvm::Type* ret, std::vector<llvm::Type*> params) {
    llvm::Function* f = p.module->getFunction(name);
    if (!f) return;  // unused hooks may be removed by the optimiser
    INFO(name);
    CHECK(f->isDeclaration());
    CHECK(f->getFunctionType() == llvm::FunctionType::get(ret, params, false));
  };
  check("__braid_load", void_, {ptr, i64, i32, i32});
  check("__braid_store", void_, {ptr, i64, i64, i32, i32});
  check("__braid_rmw", void_, {ptr, i64, i64, i32, i32, i32});
  check("__braid_cmpxchg", void_, {ptr, i64, i64, i64, i32, i32});
  check("__braid_fence", void_, {i32});
  check("__braid_memcpy", void_, {ptr, ptr, i64, i32});
  check("__braid_memset", void_, {ptr, i32, i64, i32});
  check("__braid_callsite", void_, {i32});
  check("__braid_loop_tick", void_, {i32});
  check("__braid_tls_address", ptr, {ptr, i64});
  REQUIRE(p.module->getFunction("__braid_load"));
  REQUIRE(p.module->getFunction("__braid_store"));
}

TEST_CASE("instrument: the optimiser keeps library calls the runtime intercepts",
          "[instrument]") {
  // A double free must reach the runtime: with library knowledge LLVM would delete the
  // whole malloc/free sequence as an unused allocation.
  Instrumented p(R"(#include <stdlib.h>
#include <stdio.h>
int main(void) {
  int *p = malloc(sizeof *p);
  free(p);
  free(p);
  printf("done\n");
  return 0;
}
)");
  REQUIRE(p.module);
  INFO(p.ir());
  CHECK(p.calls("malloc", "main").size() == 1);
  CHECK(p.calls("free", "main").size() == 2);
  CHECK(p.calls("printf", "main").size() == 1);  // not rewritten to puts
  CHECK(p.calls("__braid_callsite", "main").size() == 4);
  CHECK(p.verifies());
}

TEST_CASE("instrument: compile + instrument run concurrently on separate contexts",
          "[instrument]") {
  const char* source = R"(#include <pthread.h>
int x;
void *w(void *a) { x++; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); x = 2; pthread_join(t, 0); return x; }
)";
  std::atomic<int> bad{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 3; ++i)
    threads.emplace_back([&] {
      for (int k = 0; k < 2; ++k) {
        Instrumented p(source);
        // No Catch macros off the main thread: Catch is not thread-safe.
        if (!p.module || p.calls("__braid_store").size() < 2 || llvm::verifyModule(*p.module))
          bad++;
      }
    });
  for (auto& t : threads) t.join();
  CHECK(bad == 0);
}

TEST_CASE("instrument: memory reached through pointers is named after the pointer",
          "[instrument]") {
  Instrumented p(R"(#include <pthread.h>
#include <stdlib.h>
struct node { int val; struct node *next; };
struct node *head;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
struct acct { pthread_mutex_t lock; long balance; };
void *worker(void *arg) {
  struct acct *a = arg;
  pthread_mutex_lock(&a->lock);
  a->balance = 5;
  pthread_mutex_unlock(&a->lock);
  int *v = malloc(4 * sizeof(int));
  v[2] = 1;
  *v = 3;
  head->next = 0;
  return v;
}
int main(void) {
  pthread_t t;
  struct acct acc;
  pthread_create(&t, 0, worker, &acc);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
)");
  REQUIRE(p.module);
  INFO(p.ir());
  std::vector<std::string> stores;
  for (auto* s : p.calls("__braid_store", "worker")) stores.push_back(p.location_of(s).object);
  CHECK(stores == std::vector<std::string>{"a->balance", "v[2]", "*v", "head->next"});
  // Library calls name the object they are about (used for "mutex `m`" in reports).
  std::vector<std::string> sites;
  for (auto* c : p.calls("__braid_callsite", "worker")) sites.push_back(p.location_of(c).object);
  CHECK(sites == std::vector<std::string>{"a->lock", "a->lock", ""});
  std::vector<std::string> main_sites;
  for (auto* c : p.calls("__braid_callsite", "main"))
    main_sites.push_back(p.location_of(c).object);
  CHECK(main_sites == std::vector<std::string>{"t", "m", "m", ""});
}

TEST_CASE("instrument: locals written before every read get no uninitialised-read test", "[instrument][uninit]") {
  Instrumented p(R"(int f(int c) {
  int x;
  x = c;
  int y;
  if (c) y = 1; else y = 2;
  int a[4] = {0};
  a[2] = 5;
  int s = a[0] + a[2];
  struct { int u, v; } st = {1, 2};
  return x + y + s + st.v;
}
int main(void) { return f(1) > 0 ? 0 : 1; }
)");
  REQUIRE(p.module);
  INFO(p.ir());
  CHECK(p.result.stats.uninit_tracked_locals == 0);
  CHECK(p.calls("__braid_uninit_local").empty());
  CHECK(p.verifies());
}

TEST_CASE("instrument: a local set on one branch is tested, one a library writes is not", "[instrument][uninit]") {
  Instrumented p(R"(#include <stdio.h>
int one_branch(int c) {
  int x;
  if (c) x = 1;
  return x;
}
int scanned(void) {
  int x;
  sscanf("1", "%d", &x);
  return x;
}
static void set(int *p) { *p = 2; }
int helper_written(void) {
  int z;
  set(&z);
  return z;
}
int main(void) { return one_branch(0) + scanned() + helper_written(); }
)");
  REQUIRE(p.module);
  INFO(p.ir());
  // one_branch's x (inline test) and helper_written's z (followed by the runtime).
  CHECK(p.result.stats.uninit_tracked_locals == 2);
  CHECK_FALSE(p.calls("__braid_uninit_local").empty());
  CHECK_FALSE(p.calls("__braid_local_begin").empty());
  CHECK(p.verifies());
}
