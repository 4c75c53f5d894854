// expect: none
// algos: sdpor,pop,dc
// classes: 19
// rf-classes: 19
// Two pthread rwlocks: each thread takes the write lock then the read lock of one, then of
// the other, in opposite orders. sdpor 19 classes in 19 executions (DFS does not finish in
// minutes: 14 classes in 1.1 million executions); pop 43 executions before branch pop28, 19
// since.
#include <pthread.h>
static pthread_rwlock_t locks[2] = {PTHREAD_RWLOCK_INITIALIZER, PTHREAD_RWLOCK_INITIALIZER};
static int values[2];
static int update_then_serve(int which) {
  pthread_rwlock_wrlock(&locks[which]);
  ++values[which];
  pthread_rwlock_unlock(&locks[which]);
  pthread_rwlock_rdlock(&locks[which]);
  int seen = values[which];
  pthread_rwlock_unlock(&locks[which]);
  return seen;
}
static void *first_then_second(void *arg) {
  (void)arg;
  return (void *)(long)(update_then_serve(0) + update_then_serve(1));
}
static void *second_then_first(void *arg) {
  (void)arg;
  return (void *)(long)(update_then_serve(1) + update_then_serve(0));
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, first_then_second, 0);
  pthread_create(&b, 0, second_then_first, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return values[0] == 2 && values[1] == 2 ? 0 : 1;
}
