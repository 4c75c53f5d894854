// expect: assertion
// A consumer waits with __VERIFIER_assume(ready) for the producer's flag; the producer
// raises the flag before it writes the second field, so the consumer can see it unset.
#include <pthread.h>
extern void __VERIFIER_assume(int);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "handoff.c", 9, "reach_error"); }
int ready, first, second;
void *producer(void *arg) {
  __VERIFIER_atomic_begin(); first = 1; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); ready = 1; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); second = 1; __VERIFIER_atomic_end();
  return 0;
}
void *consumer(void *arg) {
  int f, s;
  __VERIFIER_atomic_begin(); __VERIFIER_assume(ready); f = first; s = second; __VERIFIER_atomic_end();
  if (!(f == 1 && s == 1)) { reach_error(); abort(); }
  return 0;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&c, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(p, 0); pthread_join(c, 0);
  return 0;
}
