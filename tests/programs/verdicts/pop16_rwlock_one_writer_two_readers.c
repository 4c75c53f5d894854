// expect: none
// algos: dfs,sdpor,pop,dc
// time-limit: 10
// classes: 10
// rf-classes: 10
// One writer and two readers, each taking the rwlock once. Both readers' read locks race
// with the writer's write lock and commute with each other; before branch pop16 pop explored
// 16 runs for these classes (docs/algorithms.md, "Compatible schedule heads of one write:
// classic sleep-set entries").
#include <assert.h>
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int value;

static void *writer(void *a) {
  (void)a;
  pthread_rwlock_wrlock(&lock);
  value = 1;
  pthread_rwlock_unlock(&lock);
  return 0;
}

static void *reader(void *a) {
  pthread_rwlock_rdlock(&lock);
  int v = value;
  pthread_rwlock_unlock(&lock);
  *(int *)a = v;
  return 0;
}

int main(void) {
  pthread_t w, r1, r2;
  int seen1 = -1, seen2 = -1;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r1, 0, reader, &seen1);
  pthread_create(&r2, 0, reader, &seen2);
  pthread_join(w, 0);
  pthread_join(r1, 0);
  pthread_join(r2, 0);
  assert((seen1 == 0 || seen1 == 1) && (seen2 == 0 || seen2 == 1));
  return 0;
}
