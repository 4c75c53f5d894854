// expect: assertion
// sem_timedwait's timeout is taken for a successful wait: when it times out before the
// producer posted, the consumer reads the slot empty.
#include <pthread.h>
#include <semaphore.h>
#include <time.h>
#include <assert.h>
sem_t items;
int slot;
void *producer(void *arg) { __atomic_store_n(&slot, 5, __ATOMIC_SEQ_CST); sem_post(&items); return 0; }
int main(void) {
  sem_init(&items, 0, 0);
  pthread_t p;
  pthread_create(&p, 0, producer, 0);
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  deadline.tv_sec += 1;
  sem_timedwait(&items, &deadline);
  assert(__atomic_load_n(&slot, __ATOMIC_SEQ_CST) == 5);
  pthread_join(p, 0);
  return 0;
}
