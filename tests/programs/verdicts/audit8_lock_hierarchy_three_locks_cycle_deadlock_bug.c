// expect: deadlock
// Three threads, three mutexes, each taking two "neighbouring" locks in ring order A->B,
// B->C, C->A: a three-way cycle (no pair of threads alone deadlocks).
#include <pthread.h>
static pthread_mutex_t locks[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                                   PTHREAD_MUTEX_INITIALIZER};
static int shared[3];
static void *t_fun(void *arg) {
  long i = (long)arg;
  pthread_mutex_lock(&locks[i]);
  pthread_mutex_lock(&locks[(i + 1) % 3]);
  shared[i]++;
  shared[(i + 1) % 3]++;
  pthread_mutex_unlock(&locks[(i + 1) % 3]);
  pthread_mutex_unlock(&locks[i]);
  return NULL;
}
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], NULL, t_fun, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  return 0;
}
