// pthread_cleanup_push / pthread_cleanup_pop of C programs. glibc's macros keep a setjmp
// buffer on the thread's stack, register it (__pthread_register_cancel) and, when the
// setjmp returns a second time, run the handler and call __pthread_unwind_next. Real glibc
// gets there by unwinding in pthread_exit; the runtime's pthread_exit jumps into the
// innermost registered buffer itself, and __pthread_unwind_next goes on to the next one,
// then ends the thread with pthread_exit's value. (C++ programs' cleanup objects rely on
// unwinding: runtime/thread_unwind.cpp.)
#include <csetjmp>

#include "runtime/intercept.h"
#include "runtime/runtime.h"

namespace braid::runtime {

void Runtime::cleanup_register(void* buffer) {
  if (executing_) cur().cleanup_buffers.push_back(buffer);
}

void Runtime::cleanup_unregister(void* buffer) {
  if (!executing_) return;
  std::vector<void*>& buffers = cur().cleanup_buffers;
  if (!buffers.empty() && buffers.back() == buffer) buffers.pop_back();
}

void Runtime::cleanup_unwind_next() {
  ThreadRecord& t = cur();
  if (!t.cleanup_buffers.empty()) {
    void* buffer = t.cleanup_buffers.back();
    t.cleanup_buffers.pop_back();
    // The buffer's frame is live (a caller of pthread_exit, on this thread's stack).
    std::longjmp(reinterpret_cast<struct __jmp_buf_tag*>(buffer), 1);
  }
  thread_exit(t.exit_retval);
}

namespace {

Runtime& runtime_or_abort() {
  Runtime* r = Runtime::current();
  if (!r) std::abort();
  return *r;
}

void r_register_cancel(void* buffer) {
  if (Runtime* r = Runtime::current()) r->cleanup_register(buffer);
}
void r_unregister_cancel(void* buffer) {
  if (Runtime* r = Runtime::current()) r->cleanup_unregister(buffer);
}
[[noreturn]] void r_unwind_next(void*) { runtime_or_abort().cleanup_unwind_next(); }

const InterceptedSymbol kCleanupSymbols[] = {
    {"__pthread_register_cancel", fn(r_register_cancel)},
    {"__pthread_unregister_cancel", fn(r_unregister_cancel)},
    {"__pthread_unwind_next", fn(r_unwind_next)},
};

}  // namespace

std::span<const InterceptedSymbol> cleanup_symbols() { return kCleanupSymbols; }

}  // namespace braid::runtime
