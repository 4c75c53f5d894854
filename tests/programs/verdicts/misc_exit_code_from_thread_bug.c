// expect: exit
// A worker that finds the queue empty calls exit(3) while main still waits to join it.
#include <pthread.h>
#include <stdlib.h>
#include <stdatomic.h>
atomic_int queued;
void *worker(void *arg) {
  if (atomic_load(&queued) == 0) exit(3);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  atomic_store(&queued, 1);
  pthread_join(t, 0);
  return 0;
}
