// expect: none
// rf-classes: 23
// Two readers and a writer all use the try variants of a rwlock and count what they got; the
// counts stay consistent (a writer never succeeds while a reader holds the lock).
#include <assert.h>
#include <pthread.h>
static pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
static int writers_in;
static void *reader(void *arg) {
  if (pthread_rwlock_tryrdlock(&l) == 0) {
    assert(writers_in == 0);
    pthread_rwlock_unlock(&l);
  }
  return arg;
}
static void *writer(void *arg) {
  if (pthread_rwlock_trywrlock(&l) == 0) {
    writers_in = 1;
    writers_in = 0;
    pthread_rwlock_unlock(&l);
  }
  return arg;
}
int main(void) {
  pthread_t a, b, w;
  pthread_create(&a, 0, reader, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(w, 0);
  return 0;
}
