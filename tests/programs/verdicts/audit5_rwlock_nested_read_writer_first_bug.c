// expect: assertion
// classes: 2
// A reader takes the read lock again through a helper while it holds it; the writer can go
// first, and then the reader's claim that the value is still 0 fails. (pop took the nested
// read for the reader's acquisition and explored 1 execution of 2 classes: a missed bug.)
#include <pthread.h>
#include <assert.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int value;
static int get(void) { pthread_rwlock_rdlock(&rw); int v = value; pthread_rwlock_unlock(&rw); return v; }
void *reader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  int a = value;
  int b = get();
  assert(a == 0 && b == 0);
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
