// expect: assertion
// 8 classes (DFS, sdpor); before pop29 pop and dc ran 7, and said "complete, 0 bugs"; 8 since
// (10 executions).
// The writer tries the write lock twice in a loop, counting misses, and then stores; a single
// reader takes the read lock once. Two misses need the reader inside its section across both
// tries; the assertion fails when both missed and the watcher saw the store after them. Before
// pop29 pop and dc missed the class (each failed try taken as independent of the read lock).
#include <assert.h>
#include <pthread.h>

pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
_Atomic int flag;
_Atomic int seen;
_Atomic int misses;

static void *reader(void *arg) {
  pthread_rwlock_rdlock(&lock);
  pthread_rwlock_unlock(&lock);
  return arg;
}

static void *watcher(void *arg) {
  seen = flag;
  return arg;
}

static void *writer(void *arg) {
  for (int attempt = 0; attempt < 2; ++attempt) {
    if (pthread_rwlock_trywrlock(&lock) == 0) {
      pthread_rwlock_unlock(&lock);
      break;
    }
    ++misses;
  }
  flag = 1;
  return arg;
}

int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, watcher, 0);
  pthread_create(&t[1], 0, reader, 0);
  pthread_create(&t[2], 0, writer, 0);
  for (int i = 0; i < 3; ++i) pthread_join(t[i], 0);
  assert(!(misses == 2 && seen == 1));
  return 0;
}
