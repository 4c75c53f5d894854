// expect: assertion, data-race
// The "mutex" semaphore starts at 2: both threads enter together.
#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
sem_t s;
int counter;
void *worker(void *arg) { sem_wait(&s); counter++; sem_post(&s); return 0; }
int main(void) {
  sem_init(&s, 0, 2);
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(counter == 2);
  return 0;
}
