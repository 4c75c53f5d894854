// expect: assertion
// classes: 3
// rf-classes: 3
// The pair of trust20_cancel_sem_wait_woken_takes_no_unit.c with a wrong belief: main
// assumes a worker it cancelled has still taken the unit it posted, and expects the
// semaphore empty after the join. When the request wakes the worker in its wait, the unit
// stays in the semaphore (a cancelled sem_wait takes none).
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t s;
static void *worker(void *arg) {
  sem_wait(&s);
  return 0;
}
int main(void) {
  sem_init(&s, 0, 0);
  pthread_t a;
  pthread_create(&a, 0, worker, 0);
  pthread_cancel(a);
  sem_post(&s);
  pthread_join(a, 0);
  int left;
  sem_getvalue(&s, &left);
  assert(left == 0);
  return 0;
}
