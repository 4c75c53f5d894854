// expect: none
// algos: dfs,sdpor,pop,dc
// time-limit: 10
// classes: 36
// rf-classes: 36
// Two writers and two readers on one rwlock, each once: the readers' read locks race with
// either writer's write lock.
#include <assert.h>
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int value;

static void *writer(void *a) {
  pthread_rwlock_wrlock(&lock);
  value = (int)(long)a;
  pthread_rwlock_unlock(&lock);
  return 0;
}

static void *reader(void *a) {
  (void)a;
  pthread_rwlock_rdlock(&lock);
  int v = value;
  pthread_rwlock_unlock(&lock);
  return (void *)(long)v;
}

int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, writer, (void *)1L);
  pthread_create(&t[1], 0, reader, 0);
  pthread_create(&t[2], 0, writer, (void *)2L);
  pthread_create(&t[3], 0, reader, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  assert(value == 1 || value == 2);
  return 0;
}
