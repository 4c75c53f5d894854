// A data race inside a helper called from two threads (tests/e2e/cli/test_reports.py).
#include <pthread.h>

long balance = 0;

void deposit(long amount) {
  balance += amount;  // unprotected read-modify-write
}

void *alice(void *arg) {
  (void)arg;
  deposit(10);
  return 0;
}

void *bob(void *arg) {
  (void)arg;
  deposit(-5);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, alice, 0);
  pthread_create(&b, 0, bob, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
