// expect: none
// classes: 2
// rf-classes: 2
// pthread_once inside another once routine (two controls), raced by a thread using the inner one.
#include <pthread.h>
#include <assert.h>
pthread_once_t once_a = PTHREAD_ONCE_INIT, once_b = PTHREAD_ONCE_INIT;
int a_val, b_val, b_runs;
static void init_b(void) { b_val = 7; b_runs++; }
static void init_a(void) { pthread_once(&once_b, init_b); a_val = b_val + 1; }
void *t(void *x) { (void)x; pthread_once(&once_a, init_a); assert(a_val == 8); return 0; }
void *u(void *x) { (void)x; pthread_once(&once_b, init_b); assert(b_val == 7); return 0; }
int main(void) {
  pthread_t t1, t2; pthread_create(&t1, 0, t, 0); pthread_create(&t2, 0, u, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(b_runs == 1);
  return 0;
}
