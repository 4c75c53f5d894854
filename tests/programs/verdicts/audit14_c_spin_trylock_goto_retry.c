// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 4
// rf-classes: 4
// A withdrawal retried with goto until pthread_spin_trylock succeeds, yielding between
// tries; the balance check and update are under the spin lock.
#include <pthread.h>
#include <sched.h>
#include <assert.h>
static pthread_spinlock_t spin;
static int balance = 100;
static void *withdraw(void *arg) {
  int amount = (int)(long)arg;
retry:
  if (pthread_spin_trylock(&spin) != 0) {
    sched_yield();
    goto retry;
  }
  if (balance >= amount) balance -= amount;
  pthread_spin_unlock(&spin);
  return 0;
}
int main(void) {
  pthread_spin_init(&spin, PTHREAD_PROCESS_PRIVATE);
  pthread_t a, b;
  pthread_create(&a, 0, withdraw, (void *)60);
  pthread_create(&b, 0, withdraw, (void *)50);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(balance == 40 || balance == 50);
  pthread_spin_destroy(&spin);
  return 0;
}
