// expect: none
// time-limit: 10
// algos: sdpor,pop,dc
// classes: 126
// (not dfs: it does not finish; sdpor and dc count 126, pop explored 377 before branch audit10,
// 142 before branch pop14b)
// Three dining philosophers, each taking its left then its right fork (a mutex), with a
// waiter: a POSIX semaphore admitting two of the three to the table at a time, so the
// circular wait cannot close. Each philosopher leaves the table after putting both forks down.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdint.h>
static pthread_mutex_t fork_m[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                                    PTHREAD_MUTEX_INITIALIZER};
static sem_t seats;
static int meals[3];
static void *dine(void *arg) {
  int me = (int)(intptr_t)arg;
  sem_wait(&seats);
  pthread_mutex_lock(&fork_m[me]);
  pthread_mutex_lock(&fork_m[(me + 1) % 3]);
  meals[me]++;
  pthread_mutex_unlock(&fork_m[(me + 1) % 3]);
  pthread_mutex_unlock(&fork_m[me]);
  sem_post(&seats);
  return NULL;
}
int main(void) {
  sem_init(&seats, 0, 2);
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, dine, (void *)(intptr_t)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  assert(meals[0] + meals[1] + meals[2] == 3);
  return 0;
}
