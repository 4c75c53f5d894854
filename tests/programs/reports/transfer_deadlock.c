// A lock-order deadlock inside a helper called by two threads in opposite orders
// (tests/e2e/cli/test_reports.py).
#include <pthread.h>

struct account {
  pthread_mutex_t lock;
  int balance;
};

struct account savings = {PTHREAD_MUTEX_INITIALIZER, 100};
struct account checking = {PTHREAD_MUTEX_INITIALIZER, 100};

void transfer(struct account *from, struct account *to, int amount) {
  pthread_mutex_lock(&from->lock);
  pthread_mutex_lock(&to->lock);
  from->balance -= amount;
  to->balance += amount;
  pthread_mutex_unlock(&to->lock);
  pthread_mutex_unlock(&from->lock);
}

void *pay_rent(void *arg) {
  (void)arg;
  transfer(&checking, &savings, 10);
  return 0;
}

void *save_money(void *arg) {
  (void)arg;
  transfer(&savings, &checking, 20);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, pay_rent, 0);
  pthread_create(&b, 0, save_money, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
