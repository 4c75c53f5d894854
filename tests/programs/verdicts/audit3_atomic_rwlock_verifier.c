// expect: data-race
// algos: sdpor,pop,qpor,dc
// pthread-atomic read_write_lock style: the lock is two counters taken in __VERIFIER_atomic_*
// functions with __VERIFIER_assume; readers copy x into the shared y and check it. The
// assertion holds (x cannot change while a read lock is held), but two readers hold the
// read lock together and both write y: a data race.
#include <pthread.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "audit3_atomic_rwlock_verifier.c", 6, "reach_error"); }
void __VERIFIER_assert(int expression) { if (!expression) { ERROR: {reach_error(); abort();} }; return; }
extern void __VERIFIER_assume(int);
int w = 0, r = 0, x, y;
void __VERIFIER_atomic_take_write_lock() { __VERIFIER_assume(w == 0 && r == 0); w = 1; }
void __VERIFIER_atomic_take_read_lock() { __VERIFIER_assume(w == 0); r = r + 1; }
void __VERIFIER_atomic_release_read_lock() { r = r - 1; }
void __VERIFIER_atomic_release_write_lock() { w = 0; }
void *writer(void *arg) {
  __VERIFIER_atomic_take_write_lock();
  x = 3;
  __VERIFIER_atomic_release_write_lock();
  return 0;
}
void *reader(void *arg) {
  int l;
  __VERIFIER_atomic_take_read_lock();
  l = x;
  y = l;
  __VERIFIER_assert(y == l);
  __VERIFIER_atomic_release_read_lock();
  return 0;
}
int main() {
  pthread_t t1, t2, t3, t4;
  pthread_create(&t1, 0, writer, 0);
  pthread_create(&t2, 0, reader, 0);
  pthread_create(&t3, 0, writer, 0);
  pthread_create(&t4, 0, reader, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(t3, 0);
  pthread_join(t4, 0);
  return 0;
}
