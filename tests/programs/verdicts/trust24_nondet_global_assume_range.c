// expect: none
// A nondet draw stored straight into a global, then assumed through the global
// (`g = nondet(); assume(g > 0 && g < 4)`): main is alone then, so the range is learnt
// through memory (docs/runtime.md, "trust24"); the threads compare g with variables, which
// kept the range from being learnt before (int's bounded set, incomplete).
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
static int g, done;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *work(void *arg) {
  (void)arg;
  for (int i = 0; i < g; i++) {
    pthread_mutex_lock(&m);
    done++;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  g = __VERIFIER_nondet_int();
  __VERIFIER_assume(g > 0 && g < 4);
  pthread_t t;
  pthread_create(&t, 0, work, 0);
  pthread_join(t, 0);
  assert(done == g);
  return 0;
}
