// expect: none
// classes: 604
// pthread-lit qw2004 style: I/O requests bump a pending counter unless the device is stopping;
// the stopper sets the flag, drops its own reference and waits (assume) until the count is 0
// before marking the device stopped; a request that got in must never see it stopped.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "audit3_lit_stop_flag_pending_io.c", 7, "reach_error"); }
void __VERIFIER_assert(int expression) { if (!expression) { ERROR: {reach_error(); abort();} }; return; }
extern void __VERIFIER_assume(int);
int pending = 1, stopping = 0, stopped = 0;
int __VERIFIER_atomic_io_inc(void) {
  if (stopping) return -1;
  pending = pending + 1;
  return 0;
}
void __VERIFIER_atomic_io_dec(void) { pending = pending - 1; }
void __VERIFIER_atomic_wait_idle(void) { __VERIFIER_assume(pending == 0); }
void __VERIFIER_atomic_set_stopped(void) { stopped = 1; }
int __VERIFIER_atomic_read_stopped(void) { return stopped; }
void __VERIFIER_atomic_set_stopping(void) { stopping = 1; }
void *stopper(void *arg) {
  __VERIFIER_atomic_set_stopping();
  __VERIFIER_atomic_io_dec();
  __VERIFIER_atomic_wait_idle();
  __VERIFIER_atomic_set_stopped();
  return 0;
}
void *request(void *arg) {
  if (__VERIFIER_atomic_io_inc() == 0) {
    __VERIFIER_assert(!__VERIFIER_atomic_read_stopped());
    __VERIFIER_atomic_io_dec();
  }
  return 0;
}
int main() {
  pthread_t s, a, b;
  pthread_create(&s, 0, stopper, 0);
  pthread_create(&a, 0, request, 0);
  pthread_create(&b, 0, request, 0);
  pthread_join(s, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
