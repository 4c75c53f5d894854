// expect: none
// classes: 2
// The default rwlock (glibc: readers preferred) lets a reader take the read lock again while
// a writer waits: POSIX allows a thread to hold several read locks.
#include <pthread.h>
#include <assert.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int value;
static int get(void) { pthread_rwlock_rdlock(&rw); int v = value; pthread_rwlock_unlock(&rw); return v; }
void *reader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  int a = value;
  int b = get();
  assert(a == b);
  pthread_rwlock_unlock(&rw);
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
