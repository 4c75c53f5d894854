// expect: none
// algos: sdpor,pop,dc
// classes: 14
// A poll that reads an atomic flag and, when it is set, tries the read lock of a rwlock, going
// round until the read lock is taken; against a writer that sets the flag under the write lock
// and takes the write lock a second time. Blocked, the round's next operation is the load of the
// flag: its failed tryrdlock is an observation of the rwlock that operation does not show
// (branch sound14: in the round's await set).
// DFS 14 classes (140 executions); sdpor, pop and dc 14 in 14 executions (12 of 12 with the old
// class key, which did not tell the wake-up by the writer's first unlock from one after it).
#include <pthread.h>
#include <stdatomic.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
atomic_int flag;
int value;
void *writer(void *arg) {
  pthread_rwlock_wrlock(&rw);
  value = 1;
  atomic_store(&flag, 1);
  pthread_rwlock_unlock(&rw);
  pthread_rwlock_wrlock(&rw);
  value = 2;
  pthread_rwlock_unlock(&rw);
  return arg;
}
void *poll(void *arg) {
  for (;;) {
    if (atomic_load(&flag) && pthread_rwlock_tryrdlock(&rw) == 0) break;
  }
  int seen = value;
  pthread_rwlock_unlock(&rw);
  return (void *)(long)seen;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, poll, 0);
  pthread_create(&b, 0, writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
