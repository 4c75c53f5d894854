// expect: deadlock
// algos: sdpor,pop,qpor,dc
// Three accounts in a ring, transfers from a loop: the three mutexes named from->lock are numbered #1..#3 in the report.
#include <pthread.h>
struct account { pthread_mutex_t lock; int balance; };
struct account acc[3] = {{PTHREAD_MUTEX_INITIALIZER, 10}, {PTHREAD_MUTEX_INITIALIZER, 10}, {PTHREAD_MUTEX_INITIALIZER, 10}};
static void transfer(struct account *from, struct account *to) {
  pthread_mutex_lock(&from->lock); pthread_mutex_lock(&to->lock);
  from->balance--; to->balance++;
  pthread_mutex_unlock(&to->lock); pthread_mutex_unlock(&from->lock);
}
static void *worker(void *arg) { long i = (long)arg; transfer(&acc[i], &acc[(i + 1) % 3]); return 0; }
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
