// expect: none
// classes: 33
// One thread stores x = 2 while four threads each try one strong CAS x: 2 -> 3: at most one
// of the attempts after the store succeeds (N·2^(N-1) + 1 classes for N attempts).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#define N 4
atomic_int x;
atomic_int won;
void *store(void *arg) { (void)arg; atomic_store(&x, 2); return 0; }
void *attempt(void *arg) {
  (void)arg;
  int expected = 2;
  if (atomic_compare_exchange_strong(&x, &expected, 3)) atomic_fetch_add_explicit(&won, 0, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t t[N + 1];
  pthread_create(&t[0], 0, store, 0);
  for (int i = 1; i <= N; i++) pthread_create(&t[i], 0, attempt, 0);
  for (int i = 0; i <= N; i++) pthread_join(t[i], 0);
  int v = atomic_load(&x);
  assert(v == 2 || v == 3);
  return 0;
}
