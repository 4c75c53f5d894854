// expect: assertion
// stdin: input_stdin_bug.txt
// The bug needs the value read from stdin (7) and a particular schedule: every execution must see
// the same input.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <assert.h>
atomic_int flag;
int n;
void *worker(void *arg) { atomic_store(&flag, 1); return 0; }
int main(void) {
  if (scanf("%d", &n) != 1) n = 0;
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int seen = atomic_load(&flag);
  pthread_join(t, 0);
  assert(!(n == 7 && seen == 1));  /* reached only when the worker runs before main's load */
  return 0;
}
