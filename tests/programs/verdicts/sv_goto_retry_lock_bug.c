// expect: assertion
// A lock acquired with a goto retry loop from two places (the flag seen taken, a lost
// __VERIFIER_atomic test-and-set); the release is done before the last update, so two
// threads can be inside.
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "goto.c", 7, "reach_error"); }
int flag, inside;
static int test_and_set(void) {
  int old;
  __VERIFIER_atomic_begin();
  old = flag;
  flag = 1;
  __VERIFIER_atomic_end();
  return old;
}
void *worker(void *arg) {
  int seen;
again:
  __VERIFIER_atomic_begin();
  seen = flag;
  __VERIFIER_atomic_end();
  if (seen) goto again;
  if (test_and_set()) goto again;
  __VERIFIER_atomic_begin();
  inside++;
  __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin();
  flag = 0;
  __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin();
  if (inside != 1) reach_error();
  inside--;
  __VERIFIER_atomic_end();
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
