// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 106
// rf-classes: 106
// time-limit: 10
// Two readers upgrade by unlocking and taking the write lock (rechecking what they read),
// a third thread only reads. Before branch poprw pop ran 103 executions covering 76 of the
// 106 classes (DFS, sdpor 106).
#include <assert.h>
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int counter;

static void *upgrader(void *a) {
  (void)a;
  pthread_rwlock_rdlock(&lock);
  int v = counter;
  pthread_rwlock_unlock(&lock);
  pthread_rwlock_wrlock(&lock);
  if (counter == v) counter = v + 1;
  pthread_rwlock_unlock(&lock);
  return 0;
}

static void *observer(void *a) {
  (void)a;
  pthread_rwlock_rdlock(&lock);
  int v = counter;
  pthread_rwlock_unlock(&lock);
  return (void *)(long)v;
}

int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, upgrader, 0);
  pthread_create(&t[1], 0, upgrader, 0);
  pthread_create(&t[2], 0, observer, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(counter >= 1 && counter <= 2);
  return 0;
}
