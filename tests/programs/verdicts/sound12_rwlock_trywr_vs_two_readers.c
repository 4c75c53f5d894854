// expect: none
// rf-classes: 18
// Two readers take the read lock (blocking) while a writer tries the write lock once: the try
// fails while either reader holds the lock. Each failure is its own class, told apart from a
// success only by the readers holding the lock (a read lock is a load: no write tells).
#include <pthread.h>
static pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
static int writes;
static void *reader(void *arg) {
  pthread_rwlock_rdlock(&l);
  pthread_rwlock_unlock(&l);
  return arg;
}
static void *writer(void *arg) {
  if (pthread_rwlock_trywrlock(&l) == 0) {
    writes++;
    pthread_rwlock_unlock(&l);
  }
  return arg;
}
int main(void) {
  pthread_t r1, r2, w;
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(r1, 0);
  pthread_join(r2, 0);
  pthread_join(w, 0);
  return 0;
}
