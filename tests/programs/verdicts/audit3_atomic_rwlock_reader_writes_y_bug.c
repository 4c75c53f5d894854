// expect: assertion, data-race
// algos: sdpor,pop,qpor,dc
// The same lock where readers write the shared y under the *read* lock (shared, so not
// exclusive): two readers with different values race on y, and one reads back the other's.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "audit3_atomic_rwlock_reader_writes_y_bug.c", 7, "reach_error"); }
void __VERIFIER_assert(int expression) { if (!expression) { ERROR: {reach_error(); abort();} }; return; }
extern void __VERIFIER_assume(int);
int w = 0, r = 0, x, y;
void __VERIFIER_atomic_take_read_lock() { __VERIFIER_assume(w == 0); r = r + 1; }
void __VERIFIER_atomic_release_read_lock() { r = r - 1; }
void *reader(void *arg) {
  int delta = (int)(long)arg;
  __VERIFIER_atomic_take_read_lock();
  int l = x + delta;
  y = l;
  __VERIFIER_assert(y == l);
  __VERIFIER_atomic_release_read_lock();
  return 0;
}
int main() {
  pthread_t t1, t2;
  pthread_create(&t1, 0, reader, (void *)0L);
  pthread_create(&t2, 0, reader, (void *)1L);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
