// expect: assertion
// The same shape with a bug reachable for one value only (g == 3): the learnt range {1, 2, 3}
// is exhaustive, the value 3 is explored, and the verdict is complete.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
static int g, done;

static void *work(void *arg) {
  (void)arg;
  for (int i = 0; i < g; i++) __atomic_add_fetch(&done, 1, __ATOMIC_SEQ_CST);
  return 0;
}

int main(void) {
  g = __VERIFIER_nondet_int();
  __VERIFIER_assume(g > 0 && g < 4);
  pthread_t t;
  pthread_create(&t, 0, work, 0);
  pthread_join(t, 0);
  int limit = 2;
  assert(done <= limit);  // fails for g == 3 only
  return 0;
}
