// expect: deadlock
// time-limit: 10
// classes: 5
// The trylock transfer twin that keeps its source locked while it retries the destination:
// with the two transfers in opposite directions each can hold one account and spin on the
// other forever (a deadlock made of spinning, not blocking).
#include <assert.h>
#include <pthread.h>
#include <sched.h>
typedef struct { pthread_mutex_t m; int balance; } account_t;
static account_t acc[2] = {{PTHREAD_MUTEX_INITIALIZER, 50}, {PTHREAD_MUTEX_INITIALIZER, 50}};
static void transfer(account_t *from, account_t *to, int amount) {
  pthread_mutex_lock(&from->m);
  for (;;) {
    if (pthread_mutex_trylock(&to->m) == 0) break;
    sched_yield();
  }
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
  assert(acc[0].balance == 60 && acc[1].balance == 40);
  return 0;
}
