// expect: none
// pthread_attr_*: workers created detached (setdetachstate) with a set stack size; they
// signal completion with a semaphore main waits on twice; the shared sum is locked.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
sem_t done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int sum;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  sum += (int)(long)arg;
  pthread_mutex_unlock(&m);
  sem_post(&done);
  return 0;
}
int main(void) {
  sem_init(&done, 0, 0);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize(&attr, 256 * 1024);
  int state;
  pthread_attr_getdetachstate(&attr, &state);
  assert(state == PTHREAD_CREATE_DETACHED);
  pthread_t t;
  for (long i = 1; i <= 2; i++) pthread_create(&t, &attr, worker, (void *)i);
  pthread_attr_destroy(&attr);
  sem_wait(&done);
  sem_wait(&done);
  pthread_mutex_lock(&m);
  assert(sum == 3);
  pthread_mutex_unlock(&m);
  return 0;
}
