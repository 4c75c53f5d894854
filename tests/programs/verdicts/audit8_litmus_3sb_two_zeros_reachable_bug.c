// expect: assertion
// 3.SB with a claim that at most one read returns 0: two zeros are reachable under SC
// (thread 0 writes and reads, thread 1 writes and reads v[2] before thread 2 writes...).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int v[3];
static int r[3];
static void *t(void *arg) {
  long i = (long)arg;
  atomic_store(&v[i], 1);
  r[i] = atomic_load(&v[(i + 1) % 3]);
  return NULL;
}
int main(void) {
  pthread_t th[3];
  for (long i = 0; i < 3; i++) pthread_create(&th[i], NULL, t, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(th[i], NULL);
  assert(r[0] + r[1] + r[2] >= 2);
  return 0;
}
