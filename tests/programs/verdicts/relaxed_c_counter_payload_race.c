// expect: data-race
// Each worker writes its slot, then counts itself done with a relaxed fetch_add; main reads
// the slots when the counter says both are done. A relaxed RMW releases nothing: the
// slot reads race with the writes (acq_rel fetch_add and an acquire load would fix it).
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
int slots[2];
atomic_int done;
void *worker(void *arg) {
  int i = (int)(long)arg;
  slots[i] = i + 1;
  atomic_fetch_add_explicit(&done, 1, memory_order_relaxed);
  return NULL;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; ++i) pthread_create(&t[i], NULL, worker, (void *)i);
  if (atomic_load_explicit(&done, memory_order_acquire) == 2) printf("%d\n", slots[0] + slots[1]);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], NULL);
  return 0;
}
