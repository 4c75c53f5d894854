// expect: none
// rf-classes: 44
// time-limit: 30
// (30 s: dfs runs 38 909 schedules for its 44 classes)
// Two waiters on one condition variable, a signaller that hands out two items one signal at a
// time: which waiter each signal reaches, and whether a waiter finds its item before it ever
// waits, are the behaviours. DC-DPOR explores the condition variable natively (its token byte
// and its ticket byte are two locations: docs/algorithms.md, "Condition variables in DC-DPOR").
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t more = PTHREAD_COND_INITIALIZER;
int items, taken;
void *waiter(void *arg) {
  pthread_mutex_lock(&m);
  while (items == 0) pthread_cond_wait(&more, &m);
  items--;
  taken++;
  pthread_mutex_unlock(&m);
  return 0;
}
void *giver(void *arg) {
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&m);
    items++;
    pthread_cond_signal(&more);
    pthread_mutex_unlock(&m);
  }
  return 0;
}
int main(void) {
  pthread_t a, b, g;
  pthread_create(&a, 0, waiter, 0);
  pthread_create(&b, 0, waiter, 0);
  pthread_create(&g, 0, giver, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(g, 0);
  assert(taken == 2 && items == 0);
  return 0;
}
