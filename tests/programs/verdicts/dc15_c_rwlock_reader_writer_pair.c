// expect: none
// rf-classes: 6
// One writer updates two fields under a rwlock's write lock, one reader reads both under the
// read lock and checks they agree. Two threads sharing one rwlock and two variables: acyclic.
// DC-DPOR runs one execution per reads-from class with no redundant run (the dead-call search
// models the rwlock's holders: docs/algorithms.md, "dc15").
#include <assert.h>
#include <pthread.h>
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int a, b;
static void *writer(void *arg) {
  for (int i = 1; i <= 2; ++i) {
    pthread_rwlock_wrlock(&rw);
    a = i;
    b = i;
    pthread_rwlock_unlock(&rw);
  }
  return arg;
}
static void *reader(void *arg) {
  for (int i = 0; i < 2; ++i) {
    pthread_rwlock_rdlock(&rw);
    assert(a == b);
    pthread_rwlock_unlock(&rw);
  }
  return arg;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
