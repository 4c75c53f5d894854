// expect: none
// time-limit: 4
// A writer retries pthread_rwlock_timedwrlock, pushing its deadline two seconds further on
// every timeout (the deadline is a local timespec: only its tv_sec changes); a reader holds
// the lock for a while. Correct: the writer eventually gets the lock.
#include <assert.h>
#include <pthread.h>
#include <time.h>
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int value;
static void *reader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  int v = value;
  pthread_rwlock_unlock(&rw);
  return (void *)(long)v;
}
static void *writer(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  unsigned timeouts = 0;
  while (pthread_rwlock_timedwrlock(&rw, &deadline) != 0) {
    deadline.tv_sec += 2;
    timeouts++;
  }
  value = 1;
  pthread_rwlock_unlock(&rw);
  return (void *)(long)timeouts;
}
int main(void) {
  pthread_t r, w;
  pthread_create(&r, NULL, reader, NULL);
  pthread_create(&w, NULL, writer, NULL);
  pthread_join(r, NULL);
  pthread_join(w, NULL);
  assert(value == 1);
  return 0;
}
