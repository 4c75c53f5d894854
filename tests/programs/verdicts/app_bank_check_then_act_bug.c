// expect: assertion
// Bank account: the balance is checked under the lock, then withdrawn in another critical
// section: two withdrawals can both pass the check (no data race, still a bug).
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int balance = 100;
void deposit(int v) { pthread_mutex_lock(&m); balance += v; pthread_mutex_unlock(&m); }
int withdraw(int v) {
  pthread_mutex_lock(&m);
  int enough = balance >= v;
  pthread_mutex_unlock(&m);
  if (!enough) return 0;
  pthread_mutex_lock(&m);
  balance -= v;
  pthread_mutex_unlock(&m);
  return 1;
}
void *alice(void *arg) { deposit(50); return 0; }
void *bob(void *arg) { withdraw(120); return 0; }
void *carol(void *arg) { withdraw(80); return 0; }
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, alice, 0); pthread_create(&b, 0, bob, 0); pthread_create(&c, 0, carol, 0);
  pthread_join(a, 0); pthread_join(b, 0); pthread_join(c, 0);
  assert(balance >= 0);
  return 0;
}
