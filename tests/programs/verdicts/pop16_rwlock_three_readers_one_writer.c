// expect: none
// algos: sdpor,pop,dc
// classes: 96
// rf-classes: 96
// Three readers and a writer created last: every reader's read lock may go before the
// write lock, in any order (their unlocks write the rwlock, so their order counts). sdpor and
// dc count 96 classes (DFS did not finish in 30 s under load); pop explored 278 runs before
// branch pop16 (docs/algorithms.md, "Compatible schedule heads of one write").
#include <assert.h>
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int version;

static void *reader(void *a) {
  (void)a;
  pthread_rwlock_rdlock(&lock);
  int v = version;
  pthread_rwlock_unlock(&lock);
  return (void *)(long)v;
}

static void *writer(void *a) {
  (void)a;
  pthread_rwlock_wrlock(&lock);
  version++;
  pthread_rwlock_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, reader, 0);
  pthread_create(&t[3], 0, writer, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  assert(version == 1);
  return 0;
}
