// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 46
// rf-classes: 46
// A regression program for rwlock class counts (the Nidhugg/GenMC style of one small
// program per primitive): a writer takes the write lock once; two other threads each take
// the read lock, read the shared value, release, and then take the write lock once (a
// reader that upgrades by relocking). No bug; the point is the number of classes: DFS
// counts 46 Mazurkiewicz classes, sdpor and dc explore 46, pop explored 52 executions
// covering only 34 distinct classes (found in the issue 12 audit; smaller still: one writer
// and two readers without the relock, 10 classes, pop 8).
#include <assert.h>
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int data;

static void *writer(void *a) {
  (void)a;
  pthread_rwlock_wrlock(&lock);
  data = 1;
  pthread_rwlock_unlock(&lock);
  return 0;
}

static void *reader(void *a) {
  (void)a;
  pthread_rwlock_rdlock(&lock);
  int v = data;
  pthread_rwlock_unlock(&lock);
  pthread_rwlock_wrlock(&lock);
  pthread_rwlock_unlock(&lock);
  return (void *)(long)v;
}

int main(void) {
  pthread_t w, r1, r2;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r1, 0);
  pthread_join(r2, 0);
  return 0;
}
