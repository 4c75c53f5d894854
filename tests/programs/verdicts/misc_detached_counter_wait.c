// expect: none
// Detached threads (PTHREAD_CREATE_DETACHED attribute and pthread_detach) report back
// through an atomic counter; main polls it with sched_yield and never joins.
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int finished;
int parts[2];
void *worker(void *arg) { long i = (long)arg; parts[i] = (int)i + 1; atomic_fetch_add(&finished, 1); return 0; }
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_t a, b;
  pthread_create(&a, &attr, worker, (void *)0L);
  pthread_create(&b, 0, worker, (void *)1L);
  pthread_detach(b);
  while (atomic_load(&finished) < 2) sched_yield();
  assert(parts[0] + parts[1] == 3);
  return 0;
}
