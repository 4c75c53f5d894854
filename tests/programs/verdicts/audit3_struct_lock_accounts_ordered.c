// expect: none
// algos: sdpor,pop,qpor,dc
// Locks embedded in structs (an array of accounts); transfers lock the lower index first, so
// opposite transfers cannot deadlock, and the total is conserved.
#include <pthread.h>
#include <assert.h>
struct account { pthread_mutex_t lock; long balance; };
struct account acct[3];
struct transfer { int from, to; long amount; };
void *do_transfer(void *arg) {
  struct transfer *t = arg;
  struct account *first = &acct[t->from < t->to ? t->from : t->to];
  struct account *second = &acct[t->from < t->to ? t->to : t->from];
  pthread_mutex_lock(&first->lock);
  pthread_mutex_lock(&second->lock);
  if (acct[t->from].balance >= t->amount) {
    acct[t->from].balance -= t->amount;
    acct[t->to].balance += t->amount;
  }
  pthread_mutex_unlock(&second->lock);
  pthread_mutex_unlock(&first->lock);
  return 0;
}
int main(void) {
  for (int i = 0; i < 3; i++) { pthread_mutex_init(&acct[i].lock, 0); acct[i].balance = 10; }
  struct transfer tr[3] = {{0, 1, 5}, {1, 0, 7}, {2, 0, 10}};
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, do_transfer, &tr[i]);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(acct[0].balance + acct[1].balance + acct[2].balance == 30);
  return 0;
}
