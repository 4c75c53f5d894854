// expect: crash
// A worker recurses without bound (a missing base case): a stack overflow. braid must
// report it as a crash of that execution, not die itself.
#include <pthread.h>
#include <stdio.h>
volatile int sink;
int depth(int n) {
  char pad[256];
  pad[n % 256] = (char)n;
  sink = pad[n % 256];
  return depth(n + 1) + 1;
}
void *worker(void *arg) {
  printf("%d\n", depth(0));
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
