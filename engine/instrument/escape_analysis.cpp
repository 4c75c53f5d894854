// Escape analysis: which memory is certainly private to the executing thread (its accesses
// need no hook). A local is private unless its address may reach another thread; library
// functions that only use a pointer during the call do not count as letting it escape.
#include "instrument/transforms.h"

#include "runtime/library_buffers.h"

#include <llvm/Analysis/CaptureTracking.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/Instructions.h>

namespace braid::instrument {

using namespace llvm;

namespace {

// Library functions that use a pointer argument only during the call (or write through it
// on the caller's behalf) and never hand it to another thread. Passing a local's address
// to them does not make the local shared: a pthread_t filled in by pthread_create, an
// attribute object, a buffer given to snprintf.
bool library_arg_does_not_capture(StringRef callee, unsigned arg) {
  // A call on shared buffers redirected to the runtime's replacement (accesses.cpp) uses its
  // arguments as the libc function does.
  callee.consume_front(StringRef(runtime::kSharedBufferPrefix.data(), runtime::kSharedBufferPrefix.size()));
  // Every function of that table uses its buffers only during the call (dprintf, asprintf's
  // `&msg`, the _FORTIFY_SOURCE `__X_chk` variants among them).
  if (runtime::library_buffer_function(std::string_view(callee.data(), callee.size()))) return true;
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
      "puts", "fputs", "fwrite", "fread", "fgets", "scanf", "sscanf", "fscanf", "__isoc99_scanf", "__isoc99_sscanf", "__isoc99_fscanf", "memchr", "read", "getline", "getdelim", "strlen", "strnlen",
      "strcmp", "strncmp", "memcmp", "strcpy", "strncpy", "strcat", "strncat", "strchr", "strrchr",
      "strstr", "atoi", "atol", "atoll", "strtol", "strtoul", "strtoll", "strtoull", "strtod",
      "time", "clock_gettime", "gettimeofday", "nanosleep", "__assert_fail", "perror", "qsort",
      "rand_r", "sem_getvalue", "stpcpy", "bzero", "explicit_bzero", "qsort_r",
      // registers a destructor the same thread runs at its end
      "__cxa_thread_atexit", "__cxa_thread_atexit_impl"};
  for (const char* name : kPure)
    if (callee == name) return true;
  return false;
}

// Capture tracking that ignores the library arguments above.
struct ThreadPrivateTracker final : CaptureTracker {
  bool captured_any = false;
  void tooManyUses() override { captured_any = true; }
  bool captured(const Use* use) override {
    // LLVM counts the address of a volatile access as captured (the access is observable
    // outside the program), but it hands the address to no other thread: a volatile
    // local (`for (volatile int d = n; d > 0; d--)`, a backoff delay) stays private.
    // Before, its every access was an event, and a spin loop around such a delay never
    // looked idle (audit8_ext_ticket_lock_backoff_delay.c: `bound` on a correct program).
    const User* user = use->getUser();
    if ((isa<LoadInst>(user) && use->getOperandNo() == LoadInst::getPointerOperandIndex()) ||
        (isa<StoreInst>(user) && use->getOperandNo() == StoreInst::getPointerOperandIndex()))
      return false;
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

}  // namespace

// Whether `obj` (an underlying object) is certainly private to the executing thread.
bool is_private_object(Context& cx, const Value* obj) {
  if (auto* ai = dyn_cast<AllocaInst>(obj)) {
    auto [it, inserted] = cx.alloca_private.try_emplace(ai, false);
    if (inserted) {
      ThreadPrivateTracker tracker;
      PointerMayBeCaptured(ai, &tracker);
      it->second = !tracker.captured_any;
    }
    return it->second;
  }
  if (auto* gv = dyn_cast<GlobalVariable>(obj)) return gv->isConstant();
  if (isa<Function>(obj)) return true;
  // Our per-thread copy of a thread_local variable, unless some thread's copy may escape
  // (`shared = &tls_var;`): another thread can then reach it, and its accesses must be seen
  // (a race through the published address was missed).
  if (auto* call = dyn_cast<CallInst>(obj))
    if (Function* callee = call->getCalledFunction(); callee && callee == cx.hooks.tls_address.getCallee())
      return !thread_local_escapes(cx, call->getArgOperand(0)->stripPointerCasts());
  return false;
}

// Whether the address of any thread's copy of the thread-local `global` (the per-thread
// addresses __braid_tls_address hands out, thread_locals.cpp) may reach another thread.
bool thread_local_escapes(Context& cx, const Value* global) {
  auto [it, inserted] = cx.thread_local_private.try_emplace(global, true);
  if (!inserted) return !it->second;
  bool escapes = false;
  for (const User* user : global->users()) {
    SmallVector<const User*, 2> calls{user};
    if (isa<ConstantExpr>(user))  // a cast of the global as the hook's argument
      calls.assign(user->user_begin(), user->user_end());
    for (const User* u : calls) {
      const auto* call = dyn_cast<CallInst>(u);
      if (!call || call->getCalledFunction() != cx.hooks.tls_address.getCallee()) continue;
      ThreadPrivateTracker tracker;
      PointerMayBeCaptured(call, &tracker);
      escapes |= tracker.captured_any;
    }
  }
  it->second = !escapes;
  return escapes;
}

bool is_private_pointer(Context& cx, const Value* ptr) {
  SmallVector<const Value*, 4> objects;
  getUnderlyingObjects(ptr, objects, nullptr, 0);
  if (objects.empty()) return false;
  for (const Value* obj : objects)
    if (!is_private_object(cx, obj)) return false;
  return true;
}

}  // namespace braid::instrument
