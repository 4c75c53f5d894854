// expect: none
// Three-thread store buffering (3.SB) under SC: each thread writes its variable then reads
// the next one; all three reads returning 0 is forbidden.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int v[3];
static int r[3];
static void *t(void *arg) {
  long i = (long)arg;
  atomic_store_explicit(&v[i], 1, memory_order_seq_cst);
  r[i] = atomic_load_explicit(&v[(i + 1) % 3], memory_order_seq_cst);
  return NULL;
}
int main(void) {
  pthread_t th[3];
  for (long i = 0; i < 3; i++) pthread_create(&th[i], NULL, t, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(th[i], NULL);
  assert(r[0] + r[1] + r[2] > 0);
  return 0;
}
