// expect: none
// errno is per thread: each thread sets it (directly and through a failing library call)
// and reads back its own value; no race between the threads' errno.
#include <pthread.h>
#include <errno.h>
#include <stdlib.h>
#include <assert.h>
void *worker(void *arg) {
  int mine = (int)(long)arg;
  errno = mine;
  assert(errno == mine);
  errno = 0;
  strtol("99999999999999999999999", 0, 10);
  assert(errno == ERANGE);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)5L); pthread_create(&b, 0, worker, (void *)7L);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
