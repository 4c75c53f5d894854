// expect: none
// classes: 4
// rf-classes: 4
// A reader's tryrdlock against a writer's trywrlock, each unlocking when it got the lock:
// four classes (either finishes first, or either holds the lock while the other's try fails).
#include <pthread.h>
static pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
static void *reader(void *arg) {
  if (pthread_rwlock_tryrdlock(&l) == 0) pthread_rwlock_unlock(&l);
  return arg;
}
static void *writer(void *arg) {
  if (pthread_rwlock_trywrlock(&l) == 0) pthread_rwlock_unlock(&l);
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
