// expect: misuse
// A thread is detached and then joined: the join of a detached thread is undefined
// (glibc returns EINVAL at best).
#include <pthread.h>
void *worker(void *arg) { return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_detach(t);
  pthread_join(t, 0);
  return 0;
}
