// pthread_setcancelstate / pthread_setcanceltype / pthread_testcancel. glibc keeps the
// cancellation state in the calling system thread's descriptor, which every fiber shares:
// natively, one program thread's "disable" was another's old state (a thread that saved
// and restored its state around a critical section saw the other's DISABLE, a false
// assertion failure; audit7_setcancelstate_disable_enable.c). braid keeps it per program
// thread. pthread_cancel is `unsupported` (refused elsewhere), so no cancellation request
// can be pending: pthread_testcancel does nothing.
#include <pthread.h>

#include <cerrno>

#include "runtime/intercept.h"
#include "runtime/runtime.h"

namespace braid::runtime {

static_assert(PTHREAD_CANCEL_ENABLE == 0 && PTHREAD_CANCEL_DEFERRED == 0,
              "ThreadRecord's cancel_state / cancel_type start at these values");

int Runtime::set_cancel_state(int state, int* old_state) {
  if (state != PTHREAD_CANCEL_ENABLE && state != PTHREAD_CANCEL_DISABLE) return EINVAL;
  ThreadRecord& t = cur();
  if (old_state) {
    *old_state = t.cancel_state;
    heap_mark_initialised(old_state, sizeof *old_state);
  }
  t.cancel_state = state;
  return 0;
}

int Runtime::set_cancel_type(int type, int* old_type) {
  if (type != PTHREAD_CANCEL_DEFERRED && type != PTHREAD_CANCEL_ASYNCHRONOUS) return EINVAL;
  ThreadRecord& t = cur();
  if (old_type) {
    *old_type = t.cancel_type;
    heap_mark_initialised(old_type, sizeof *old_type);
  }
  t.cancel_type = type;
  return 0;
}

namespace {

// Outside an execution (static constructors) the library's own functions.
int r_setcancelstate(int state, int* old_state) {
  Runtime* r = Runtime::current();
  if (r && r->executing()) return r->set_cancel_state(state, old_state);
  return pthread_setcancelstate(state, old_state);
}
int r_setcanceltype(int type, int* old_type) {
  Runtime* r = Runtime::current();
  if (r && r->executing()) return r->set_cancel_type(type, old_type);
  return pthread_setcanceltype(type, old_type);
}
void r_testcancel() {}

const InterceptedSymbol kCancelStateSymbols[] = {
    {"pthread_setcancelstate", fn(r_setcancelstate)},
    {"pthread_setcanceltype", fn(r_setcanceltype)},
    {"pthread_testcancel", fn(r_testcancel)},
};

}  // namespace

std::span<const InterceptedSymbol> cancel_state_symbols() { return kCancelStateSymbols; }

}  // namespace braid::runtime
