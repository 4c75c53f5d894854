// expect: deadlock
// Waiting on a semaphore nobody posts.
#include <pthread.h>
#include <semaphore.h>
sem_t s;
void *worker(void *arg) { sem_wait(&s); return 0; }
int main(void) {
  sem_init(&s, 0, 0);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
