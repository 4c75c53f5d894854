// expect: none
// flags: --max-steps 10000
// pthread_mutex_timedlock with its result checked: on a timeout the thread counts the miss
// and retries; the counter is only written with the mutex held. Correct. braid answered
// `bound` (an expected failure of run_corpus.py): a timed lock may time out whenever the
// mutex is held (no real time passes), and this retry loop advances its deadline (a local
// struct in memory) every iteration, so it was not an await loop; the schedule in which the
// holder never runs again was explored up to --max-steps. Now the store to the deadline's
// seconds is not progress (docs/runtime.md, "Spin loops"): the loop waits for the unlock.
// time-limit: 4
#include <assert.h>
#include <pthread.h>
#include <time.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter = 0;
void *worker(void *arg) {
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  int misses = 0;
  for (;;) {
    deadline.tv_sec += 1;
    if (pthread_mutex_timedlock(&m, &deadline) == 0) break;
    misses++;
  }
  counter++;
  pthread_mutex_unlock(&m);
  return (void *)(long)misses;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
