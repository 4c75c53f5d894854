// expect: none
// classes: 3
// A reader takes the read lock twice in a row, releasing it in between (not nested): the
// writer can go before, between or after (3 classes, each explored once).
#include <pthread.h>
#include <assert.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int value;
void *reader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  int a = value;
  pthread_rwlock_unlock(&rw);
  pthread_rwlock_rdlock(&rw);
  int b = value;
  pthread_rwlock_unlock(&rw);
  assert(b >= a);
  return arg;
}
void *writer(void *arg) {
  pthread_rwlock_wrlock(&rw);
  value++;
  pthread_rwlock_unlock(&rw);
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
