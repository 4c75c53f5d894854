// expect: none
// classes: 7
// Two threads try a timed lock once; on ETIMEDOUT they count a miss instead of entering. Every
// entry is under the lock, and an entry plus a miss per thread.
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int inside, entries, misses[2];
void *worker(void *arg) {
  int me = *(int *)arg;
  struct timespec deadline = {0, 0};
  int rc = pthread_mutex_timedlock(&m, &deadline);
  if (rc == ETIMEDOUT) {
    misses[me] = 1;
    return 0;
  }
  assert(rc == 0);
  inside++;
  assert(inside == 1);
  entries++;
  inside--;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t[2];
  int ids[2] = {0, 1};
  pthread_mutex_lock(&m);
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, &ids[i]);
  pthread_mutex_unlock(&m);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(entries + misses[0] + misses[1] == 2);
  return 0;
}
