// expect: assertion
// rf-classes: 5
// A writer bumps a length under the write lock but fills the new entry only after it
// released the lock; a reader reads the length under the read lock and then the entry it
// names: it may find the entry not filled yet. An assertion failure in some reads-from
// classes only (two threads, one rwlock, acyclic; docs/algorithms.md, "dc15").
#include <assert.h>
#include <pthread.h>
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int len;
static _Atomic int items[3] = {7, 0, 0};
static void *writer(void *arg) {
  for (int i = 1; i < 3; ++i) {
    pthread_rwlock_wrlock(&rw);
    len = i;
    pthread_rwlock_unlock(&rw);
    items[i] = 7;
  }
  return arg;
}
static void *reader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  int n = len;
  pthread_rwlock_unlock(&rw);
  assert(items[n] == 7);
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
