// expect: none
// A thread created with a 64 MiB stack (pthread_attr_setstacksize) recursing about 12 MiB deep (past the default 8 MiB):
// correct with that attribute, so braid must honour the requested size.
#include <pthread.h>
#include <assert.h>
static int down(int n) {
  volatile char pad[1000];
  pad[0] = 1;
  return n == 0 ? 0 : pad[0] + down(n - 1);
}
int result;
void *worker(void *arg) { result = down(12000); return 0; }
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 64u << 20);
  pthread_t t;
  pthread_create(&t, &attr, worker, 0);
  pthread_join(t, 0);
  assert(result == 12000);
  return 0;
}
