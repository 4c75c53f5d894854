// expect: deadlock
// algos: pop,sdpor,dc,qpor
// A bank transfer that avoids the classic deadlock by locking the two accounts in the
// order of their ids, but does not handle a transfer from an account to itself: it then
// locks the same default (non-recursive) mutex twice and blocks for ever, in every
// schedule. Natively (gcc -O2), 5 runs: hung in 5 (timeout 2). DFS finds the deadlock but
// does not finish (2 331 669 executions, 51 s: every read of an account id is an event).
#include <pthread.h>
struct account { int id; long balance; pthread_mutex_t lock; };
static struct account accounts[2] = {{0, 100, PTHREAD_MUTEX_INITIALIZER}, {1, 100, PTHREAD_MUTEX_INITIALIZER}};
struct order { int from, to; long amount; };
static void transfer(struct account *from, struct account *to, long amount) {
  struct account *first = from->id < to->id ? from : to;
  struct account *second = from->id < to->id ? to : from;
  pthread_mutex_lock(&first->lock);
  pthread_mutex_lock(&second->lock);  // wrong: first == second when from == to
  if (from->balance >= amount) {
    from->balance -= amount;
    to->balance += amount;
  }
  pthread_mutex_unlock(&second->lock);
  pthread_mutex_unlock(&first->lock);
}
static void *teller(void *arg) {
  const struct order *o = arg;
  transfer(&accounts[o->from], &accounts[o->to], o->amount);
  return 0;
}
int main(void) {
  static const struct order orders[2] = {{0, 1, 30}, {1, 1, 10}};
  pthread_t a, b;
  pthread_create(&a, 0, teller, (void *)&orders[0]);
  pthread_create(&b, 0, teller, (void *)&orders[1]);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
