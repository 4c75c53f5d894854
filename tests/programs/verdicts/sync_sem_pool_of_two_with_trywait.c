// expect: none
// algos: sdpor,pop,dc
// classes: 58
// (DFS counts 58 classes in 229 777 executions, too long for the corpus run.)
// A pool of two tokens: two workers block on sem_wait, a third only takes a token when one
// is free (sem_trywait) and counts how often it had to go without.
#include <pthread.h>
#include <semaphore.h>
static sem_t pool;
static int work[3], without;
static void *blocking_worker(void *arg) {
  long me = (long)arg;
  sem_wait(&pool);
  work[me]++;
  sem_post(&pool);
  return 0;
}
static void *opportunist(void *arg) {
  if (sem_trywait(&pool) == 0) {
    work[2]++;
    sem_post(&pool);
  } else {
    without++;
  }
  return 0;
}
int main(void) {
  sem_init(&pool, 0, 2);
  pthread_t t[3];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, blocking_worker, (void *)i);
  pthread_create(&t[2], 0, opportunist, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
