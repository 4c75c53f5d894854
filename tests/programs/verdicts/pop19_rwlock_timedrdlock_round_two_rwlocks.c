// expect: none
// algos: sdpor,pop,dc
// classes: 7
// A round that tries a timed read lock of one rwlock (its deadline past) and else a trywrlock of
// another, until it gets one, against a writer of the first and a writer of the second. Each
// successful try after the writer's unlock races with the writer's lock and with the unlock;
// branch pop19 keeps only the unlock race.
// DFS 7 classes (34,406 executions); sdpor 7 in 7; pop 8 executions before branch pop19, 7 since.
#include <pthread.h>
#include <time.h>
pthread_rwlock_t first = PTHREAD_RWLOCK_INITIALIZER;
pthread_rwlock_t second = PTHREAD_RWLOCK_INITIALIZER;
int a_value, b_value;
void *first_writer(void *arg) {
  pthread_rwlock_wrlock(&first);
  a_value = 1;
  pthread_rwlock_unlock(&first);
  return arg;
}
void *second_writer(void *arg) {
  pthread_rwlock_wrlock(&second);
  b_value = 1;
  pthread_rwlock_unlock(&second);
  return arg;
}
void *round_taker(void *arg) {
  const struct timespec past = {0, 0};
  int seen;
  for (;;) {
    if (pthread_rwlock_timedrdlock(&first, &past) == 0) {
      seen = a_value;
      pthread_rwlock_unlock(&first);
      break;
    }
    if (pthread_rwlock_trywrlock(&second) == 0) {
      seen = 10 + b_value;
      b_value = 2;
      pthread_rwlock_unlock(&second);
      break;
    }
  }
  return (void *)(long)seen;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, first_writer, 0);
  pthread_create(&b, 0, round_taker, 0);
  pthread_create(&c, 0, second_writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
