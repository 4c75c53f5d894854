// expect: assertion
// A bug that needs five context switches: the two threads must alternate strictly, A1 B1 A2
// B2 A3 B3, each step reading the value the other thread's previous step wrote (atomics, so no
// data race). A checker bounded to two or three preemptions misses it; a stateless model
// checker must find it. Natively it essentially never shows (gcc -O2, 300 runs: 0).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int s, t;
static void *thread_a(void *arg) {
  atomic_store(&s, 1);
  if (atomic_load(&t) == 1) atomic_store(&s, 2);
  if (atomic_load(&t) == 2) atomic_store(&s, 3);
  return arg;
}
static void *thread_b(void *arg) {
  if (atomic_load(&s) == 1) atomic_store(&t, 1);
  if (atomic_load(&s) == 2) atomic_store(&t, 2);
  assert(atomic_load(&s) != 3);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, thread_a, NULL);
  pthread_create(&b, NULL, thread_b, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
