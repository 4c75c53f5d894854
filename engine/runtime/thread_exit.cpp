// C++ thread_local destructors: a thread_local object with a destructor registers it with
// __cxa_thread_atexit when the thread first uses the object. glibc runs a thread's
// destructors, last registered first, when the thread ends (returning from its start
// routine or pthread_exit), before the pthread key destructors; exit() and returning from
// main run the calling thread's ones before the atexit handlers. Program threads are
// fibers, so the registration must not reach glibc (it would register them on braid's
// worker thread, to run with dangling objects when that thread ends): braid keeps them per
// program thread and runs them at those points, as program code whose accesses are events.
#include <utility>

#include "runtime/intercept.h"
#include "runtime/runtime.h"

namespace braid::runtime {

int Runtime::thread_atexit(void (*dtor)(void*), void* object) {
  // Registered during static initialisation (a thread_local used by a static constructor):
  // main's thread_local objects are rebuilt in every execution, so is their registration.
  if (!executing_) return 0;
  note_effect();
  cur().thread_local_dtors.emplace_back(dtor, object);
  return 0;
}

void Runtime::run_thread_local_destructors() {
  if (!executing_) return;
  // A destructor may use another thread_local object for the first time, registering one
  // more: run until none is left, as glibc does.
  while (!cur().thread_local_dtors.empty()) {
    const auto [dtor, object] = cur().thread_local_dtors.back();
    cur().thread_local_dtors.pop_back();
    dtor(object);
  }
}

namespace {

Runtime* live_runtime() {
  Runtime* r = Runtime::current();
  return r && r->executing() ? r : nullptr;
}

// Outside an execution (braid's own threads never get here with program objects) there is
// nothing to run them: the registration is dropped.
int r_cxa_thread_atexit(void (*dtor)(void*), void* object, void*) {
  if (Runtime* r = live_runtime()) return r->thread_atexit(dtor, object);
  return 0;
}

const InterceptedSymbol kThreadExitSymbols[] = {
    {"__cxa_thread_atexit", fn(r_cxa_thread_atexit)},
    {"__cxa_thread_atexit_impl", fn(r_cxa_thread_atexit)},
};

}  // namespace

std::span<const InterceptedSymbol> thread_exit_symbols() { return kThreadExitSymbols; }

}  // namespace braid::runtime
