// expect: none
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// A withdrawal that fails when the balance is too low: the error path unlocks before it
// returns.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define FAIL_PATH pthread_mutex_unlock(&m);
static int balance = 5;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int withdraw(int amount) {
  pthread_mutex_lock(&m);
  if (balance < amount) {
    FAIL_PATH
    return -1;
  }
  balance -= amount;
  pthread_mutex_unlock(&m);
  return 0;
}
void *customer(void *arg) { withdraw((int)(long)arg); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, customer, (void *)4);
  pthread_create(&b, 0, customer, (void *)3);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_mutex_lock(&m);  // the statement: read under the lock
  assert(balance >= 0);
  pthread_mutex_unlock(&m);
  return 0;
}
