// expect: none
// algos: sdpor,pop,dc
// classes: 36
// rf-classes: 36
// (DFS left out of the corpus run: it did not finish in 120 s on a loaded machine; sdpor, pop and dc agree on 36)
// A chain of joins: a waits for b, b waits for c; main cancels a and b. Each request lands
// before its target's join, inside it (waking it) or after it; a thread whose join was
// interrupted leaves its target joinable, so main joins whatever nobody joined.
#include <assert.h>
#include <pthread.h>
static pthread_t a, b, c;
static int b_joined_c, a_joined_b;
static void *run_c(void *arg) { return (void *)3; }
static void *run_b(void *arg) {
  void *v = 0;
  pthread_join(c, &v);
  assert(v == (void *)3);
  b_joined_c = 1;
  return (void *)2;
}
static void *run_a(void *arg) {
  void *v = 0;
  pthread_join(b, &v);
  assert(v == (void *)2 || v == PTHREAD_CANCELED);
  a_joined_b = 1;
  return 0;
}
int main(void) {
  pthread_create(&c, 0, run_c, 0);
  pthread_create(&b, 0, run_b, 0);
  pthread_create(&a, 0, run_a, 0);
  pthread_cancel(b);
  pthread_cancel(a);
  pthread_join(a, 0);
  if (!a_joined_b) pthread_join(b, 0);
  if (!b_joined_c) pthread_join(c, 0);
  return 0;
}
