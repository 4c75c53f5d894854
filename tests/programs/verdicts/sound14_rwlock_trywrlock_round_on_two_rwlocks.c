// expect: none
// algos: sdpor,pop,dc
// classes: 49
// A round over two rwlocks: try the write lock of the first, and when it is held try the write
// lock of the second, until one of them is taken; against a thread that writes under the first's
// write lock twice and a reader of the second. Blocked, the round's next operation is the
// trywrlock of the first: what it observed of the second is not shown by it (branch sound14: in
// the round's await set, docs/algorithms.md, "A round that observed a rwlock or a semaphore").
// DFS 49 classes (719,306 executions); sdpor 49 in 49 executions; pop and dc 49 in 69 (redundant
// runs: an expected failure of the corpus run for pop). Before branch sound14 pop and dc LOST
// classes here: 23 of DFS's 30 (old class key; sdpor 30 in 36 with sound13's workaround).
#include <pthread.h>
pthread_rwlock_t first = PTHREAD_RWLOCK_INITIALIZER;
pthread_rwlock_t second = PTHREAD_RWLOCK_INITIALIZER;
int in_first, in_second;
void *writer(void *arg) {
  pthread_rwlock_wrlock(&first);
  in_first = 1;
  pthread_rwlock_unlock(&first);
  pthread_rwlock_wrlock(&first);
  in_first = 2;
  pthread_rwlock_unlock(&first);
  return arg;
}
void *reader(void *arg) {
  pthread_rwlock_rdlock(&second);
  int seen = in_second;
  pthread_rwlock_unlock(&second);
  return (void *)(long)seen;
}
void *try_round(void *arg) {
  for (;;) {
    if (pthread_rwlock_trywrlock(&first) == 0) {
      in_first = 10;
      pthread_rwlock_unlock(&first);
      break;
    }
    if (pthread_rwlock_trywrlock(&second) == 0) {
      in_second = 10;
      pthread_rwlock_unlock(&second);
      break;
    }
  }
  return arg;
}
int main(void) {
  pthread_rwlock_wrlock(&second);
  pthread_t a, b, c;
  pthread_create(&a, 0, try_round, 0);
  pthread_create(&b, 0, writer, 0);
  pthread_create(&c, 0, reader, 0);
  pthread_rwlock_unlock(&second);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
