// expect: data-race
// classes: 6
// rf-classes: 6
// Each thread copies the account struct and locks the copy's mutex: the increments race.
#include <pthread.h>
struct account { pthread_mutex_t lock; int balance; };
struct account acct = {PTHREAD_MUTEX_INITIALIZER, 100};
void *deposit(void *a) {
  struct account local = *(struct account *)a; /* copies the mutex: locks a different object */
  pthread_mutex_lock(&local.lock);
  acct.balance += 10;
  pthread_mutex_unlock(&local.lock);
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, deposit, &acct); pthread_create(&t2, 0, deposit, &acct);
  pthread_join(t1, 0); pthread_join(t2, 0);
  return acct.balance == 120 ? 0 : 0;
}
