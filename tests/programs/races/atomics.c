// races: none. Counters updated only with C11 atomics and GCC __atomic builtins, a CAS loop,
// atomic loads; main reads plainly after the joins.
#include <pthread.h>
#include <stdatomic.h>

atomic_int c11 = 0;
int gcc = 0;
int cas = 0;

static void *worker(void *arg) {
  (void)arg;
  atomic_fetch_add(&c11, 1);
  __atomic_fetch_add(&gcc, 1, __ATOMIC_SEQ_CST);
  int old = __atomic_load_n(&cas, __ATOMIC_ACQUIRE);
  while (!__atomic_compare_exchange_n(&cas, &old, old + 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
  }
  (void)atomic_load(&c11);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return atomic_load(&c11) + gcc + cas == 0;
}
