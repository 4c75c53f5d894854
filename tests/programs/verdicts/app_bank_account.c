// expect: none
// Bank account: the balance check and the withdrawal happen under one lock; never negative.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int balance = 100;
void deposit(int v) { pthread_mutex_lock(&m); balance += v; pthread_mutex_unlock(&m); }
int withdraw(int v) {
  int ok = 0;
  pthread_mutex_lock(&m);
  if (balance >= v) { balance -= v; ok = 1; }
  pthread_mutex_unlock(&m);
  return ok;
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
