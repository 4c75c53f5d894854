// expect: none
// classes: 3
// rf-classes: 3
// A writer's timed write lock against a reader: it times out (a failed try) only while the
// reader holds the lock, else it takes the lock. Both outcomes are classes of their own.
#include <pthread.h>
#include <time.h>
static pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
static int timeouts;
static void *reader(void *arg) {
  pthread_rwlock_rdlock(&l);
  pthread_rwlock_unlock(&l);
  return arg;
}
static void *writer(void *arg) {
  struct timespec deadline = {0, 0};
  if (pthread_rwlock_timedwrlock(&l, &deadline) == 0) pthread_rwlock_unlock(&l);
  else timeouts++;
  return arg;
}
int main(void) {
  pthread_t r, w;
  pthread_create(&r, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(r, 0);
  pthread_join(w, 0);
  return 0;
}
