// expect: none
// algos: pop,sdpor,dc,qpor
// The fixed twin of audit23_bank_transfer_ordered_by_id_self_transfer_bug.c: a transfer to
// the same account returns at once; others lock by id order. Two tellers move money in
// opposite directions and a third asks for a self transfer; after the joins the total is
// still 200 and account 0 holds 100 - 30 + 20 = 90. Natively (gcc -O2), 500 runs under
// taskset -c 0: exit 0 in 500. DFS: 789 003 executions in 60 s, not finished.
#include <assert.h>
#include <pthread.h>
struct account { int id; long balance; pthread_mutex_t lock; };
static struct account accounts[2] = {{0, 100, PTHREAD_MUTEX_INITIALIZER}, {1, 100, PTHREAD_MUTEX_INITIALIZER}};
struct order { int from, to; long amount; };
static void transfer(struct account *from, struct account *to, long amount) {
  if (from == to) return;
  struct account *first = from->id < to->id ? from : to;
  struct account *second = from->id < to->id ? to : from;
  pthread_mutex_lock(&first->lock);
  pthread_mutex_lock(&second->lock);
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
  static const struct order orders[3] = {{0, 1, 30}, {1, 0, 20}, {1, 1, 10}};
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, teller, (void *)&orders[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(accounts[0].balance + accounts[1].balance == 200);
  assert(accounts[0].balance == 90);
  return 0;
}
