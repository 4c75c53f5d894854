// expect: none
// rf-classes: 8
// Two threads take two turns each, strictly alternating on a shared `turn` under one mutex,
// each waking the other with a broadcast: two threads, so acyclic; DC-DPOR runs one
// execution per reads-from class and no redundant run (docs/algorithms.md, "dc14").
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int turn, log_[4], n;
void *player(void *arg) {
  const int me = (int)(long)arg;
  for (int round = 0; round < 2; round++) {
    pthread_mutex_lock(&m);
    while (turn != me) pthread_cond_wait(&c, &m);
    log_[n++] = me;
    turn = 1 - me;
    pthread_cond_broadcast(&c);
    pthread_mutex_unlock(&m);
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, player, (void *)0L);
  pthread_create(&b, 0, player, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(log_[0] == 0 && log_[1] == 1 && log_[2] == 0 && log_[3] == 1);
  return 0;
}
