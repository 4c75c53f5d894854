// expect: none
// The drand48 family keeps its generator in libc: braid keeps it in the program's memory, so
// every execution starts, as a fresh process does, from the unseeded state and draws glibc's
// numbers (checked natively). Before, the second execution of an instance went on where the
// first stopped: other values on the same schedule. Two workers then draw from their own
// 48-bit states (nrand48: no shared state) under no lock, which is fine.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static long drawn[2];
static void *worker(void *arg) {
  unsigned short own[3] = {1, 2, 3};
  long *out = arg;
  *out = nrand48(own);
  return NULL;
}
int main(void) {
  long first = mrand48();
  long second = lrand48();
  long third = lrand48();
  assert(first == 0 && second == 2116118 && third == 89401895);
  srand48(7);
  assert(lrand48() == 572184555);
  pthread_t t[2];
  for (int i = 0; i < 2; ++i) pthread_create(&t[i], NULL, worker, &drawn[i]);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], NULL);
  assert(drawn[0] == 949179875 && drawn[1] == 949179875);
  return 0;
}
