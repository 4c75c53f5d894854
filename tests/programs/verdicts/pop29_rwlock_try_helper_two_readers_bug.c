// expect: assertion
// algos: pop, sdpor, dc
// (Not dfs: 363,463 executions, 8 s.) 36 Mazurkiewicz classes (DFS, sdpor); before pop29 pop and
// dc explored 30 of them (the bug was still reached), 36 since (68 executions).
// The idiom of pop29_rwlock_failed_trywrlock_reader_only_bug.c through a helper function and
// with two readers: the writer's try (in try_publish) fails only while one of the two readers
// holds the lock, and the assertion fails when it failed and the watcher saw the store that
// follows the attempt. Before pop29 pop and dc took the failed try as independent of both read
// locks.
#include <assert.h>
#include <pthread.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
_Atomic int published;
_Atomic int watched;
_Atomic int missed;

static int try_publish(void) {
  if (pthread_rwlock_trywrlock(&lock) != 0) return 0;
  pthread_rwlock_unlock(&lock);
  return 1;
}

static void *reader(void *arg) {
  pthread_rwlock_rdlock(&lock);
  pthread_rwlock_unlock(&lock);
  return arg;
}

static void *watcher(void *arg) {
  watched = published;
  return arg;
}

static void *writer(void *arg) {
  if (!try_publish()) missed = 1;
  published = 1;
  return arg;
}

int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, watcher, 0);
  pthread_create(&t[1], 0, reader, 0);
  pthread_create(&t[2], 0, reader, 0);
  pthread_create(&t[3], 0, writer, 0);
  for (int i = 0; i < 4; ++i) pthread_join(t[i], 0);
  assert(!(missed && watched == 1));
  return 0;
}
