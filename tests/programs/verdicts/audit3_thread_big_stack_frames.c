// expect: none
// A worker with a 1 MiB local buffer and a 20000-deep recursion (about 2 MiB of frames):
// well inside the 8 MiB a pthread gets by default, so no stack overflow may be reported.
#include <pthread.h>
#include <string.h>
#include <assert.h>
static int depth(int n) {
  volatile char pad[64];
  pad[0] = (char)n;
  return n == 0 ? pad[0] : 1 + depth(n - 1);
}
int result;
void *worker(void *arg) {
  char buf[1 << 20];
  memset(buf, 1, sizeof buf);
  result = buf[sizeof buf - 1] + depth(20000);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(result == 20001);
  return 0;
}
