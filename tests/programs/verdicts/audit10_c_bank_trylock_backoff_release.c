// expect: none
// algos: dfs,sdpor,pop,qpor,dc
// classes: 261
// time-limit: 10
// Two transfers in opposite directions between two accounts, each locking its source and
// then trying the destination with pthread_mutex_trylock; when the destination is busy it
// releases the source and starts again (back-off), giving up after three tries, so neither
// holds one lock while waiting for the other. Money is conserved whether a transfer happens
// or gives up. (The unbounded retry loop is a livelock in theory; no algorithm finishes it.)
#include <assert.h>
#include <pthread.h>
#include <sched.h>
typedef struct { pthread_mutex_t m; int balance; } account_t;
static account_t acc[2] = {{PTHREAD_MUTEX_INITIALIZER, 50}, {PTHREAD_MUTEX_INITIALIZER, 50}};
static void transfer(account_t *from, account_t *to, int amount) {
  for (int tries = 0; tries < 3; tries++) {
    pthread_mutex_lock(&from->m);
    if (pthread_mutex_trylock(&to->m) == 0) goto locked;
    pthread_mutex_unlock(&from->m);
    sched_yield();
  }
  return;
locked:
  from->balance -= amount;
  to->balance += amount;
  pthread_mutex_unlock(&to->m);
  pthread_mutex_unlock(&from->m);
}
static void *a_to_b(void *arg) { (void)arg; transfer(&acc[0], &acc[1], 10); return NULL; }
static void *b_to_a(void *arg) { (void)arg; transfer(&acc[1], &acc[0], 20); return NULL; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, a_to_b, NULL);
  pthread_create(&t2, NULL, b_to_a, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(acc[0].balance + acc[1].balance == 100);
  return 0;
}
