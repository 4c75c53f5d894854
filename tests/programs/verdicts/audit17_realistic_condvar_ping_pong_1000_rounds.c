// expect: none
// complete: no
// time-limit: 3
// Two players alternate 1000 turns through a condvar: the limit must hold.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int turn, rounds[2];
void *player(void *a) {
  int me = *(int *)a;
  for (int i = 0; i < 1000; i++) {
    pthread_mutex_lock(&m);
    while (turn != me) pthread_cond_wait(&c, &m);
    rounds[me]++; turn = 1 - me;
    pthread_cond_broadcast(&c);
    pthread_mutex_unlock(&m);
  }
  return 0;
}
int main(void) {
  int ids[2] = {0, 1}; pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, player, &ids[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(rounds[0] == 1000 && rounds[1] == 1000);
  return 0;
}
