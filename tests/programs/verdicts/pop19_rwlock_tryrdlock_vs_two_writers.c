// expect: none
// algos: sdpor,pop,dc
// classes: 10
// A tryrdlock that reads under the lock when it gets it, against two writers that each write
// under the write lock: the try after a writer's unlock races with that writer's lock and
// with its unlock; branch pop19 reverses only the unlock race (moved before the unlock the
// try fails, and the failed try's race with the lock moves it before the writer).
// DFS 10 classes (961 executions); sdpor 10 in 10; pop 18 executions before branch pop19, 10
// since (14 with the try rule alone: the writers' own lock race needs the second rule).
#include <pthread.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int value;
void *writer(void *arg) {
  pthread_rwlock_wrlock(&rw);
  value = (int)(long)arg;
  pthread_rwlock_unlock(&rw);
  return arg;
}
void *try_reader(void *arg) {
  int seen = -1;
  if (pthread_rwlock_tryrdlock(&rw) == 0) {
    seen = value;
    pthread_rwlock_unlock(&rw);
  }
  return (void *)(long)seen;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, writer, (void *)1);
  pthread_create(&b, 0, try_reader, 0);
  pthread_create(&c, 0, writer, (void *)2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
