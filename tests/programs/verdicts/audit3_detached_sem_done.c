// expect: none
// A thread created detached (attribute) reports completion through a semaphore.
#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
sem_t done;
int answer;
void *worker(void *arg) { answer = 42; sem_post(&done); return 0; }
int main(void) {
  pthread_attr_t attr;
  pthread_t t;
  sem_init(&done, 0, 0);
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_create(&t, &attr, worker, 0);
  pthread_attr_destroy(&attr);
  sem_wait(&done);
  assert(answer == 42);
  return 0;
}
