// pthread_exit's unwinding of C++ programs (thread_unwind.h; docs/runtime.md).
#include "runtime/thread_unwind.h"

#include <cxxabi.h>

#include "runtime/runtime.h"

namespace braid::runtime {

ThreadExitUnwind::~ThreadExitUnwind() {
  if (!reached_entry_) runtime_->report_swallowed_thread_exit();
}

void Runtime::report_swallowed_thread_exit() {
  if (!executing_) return;
  fail(BugKind::Abort,
       "pthread_exit's unwinding of thread " + std::to_string(current_) +
           " was caught by a catch block that did not rethrow it (glibc aborts: exception not rethrown)",
       0);
}

namespace {

// libstdc++'s __cxa_eh_globals (cxxabi's opaque type): the caught exceptions and the count
// of uncaught ones.
struct EhGlobals {
  void* caught;
  unsigned int uncaught;
};

EhGlobals& eh_globals() { return *reinterpret_cast<EhGlobals*>(abi::__cxa_get_globals()); }

}  // namespace

void Runtime::swap_exception_state(ThreadRecord& t) {
  EhGlobals& g = eh_globals();
  std::swap(g.caught, t.exceptions.caught);
  std::swap(g.uncaught, t.exceptions.uncaught);
}

void Runtime::unwind_thread_exit() { throw ThreadExitUnwind(*this); }

}  // namespace braid::runtime
