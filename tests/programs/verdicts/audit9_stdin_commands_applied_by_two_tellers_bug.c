// expect: assertion
// stdin: audit9_stdin_commands_negative_balance.txt
// main reads "add N" / "sub N" commands from stdin into a queue; two tellers apply them under
// a mutex in input order; the balance may never go negative, which this input's "sub 9"
// (before the last add) violates in every schedule: every execution must see the input.
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int amounts[8], count, next, balance = 2;
static void *teller(void *arg) {
  for (;;) {
    pthread_mutex_lock(&m);
    if (next == count) { pthread_mutex_unlock(&m); return arg; }
    balance += amounts[next++];
    assert(balance >= 0);
    pthread_mutex_unlock(&m);
  }
}
int main(void) {
  char op[8];
  int v;
  while (count < 8 && scanf("%7s %d", op, &v) == 2) amounts[count++] = strcmp(op, "sub") == 0 ? -v : v;
  pthread_t a, b;
  pthread_create(&a, NULL, teller, NULL);
  pthread_create(&b, NULL, teller, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
