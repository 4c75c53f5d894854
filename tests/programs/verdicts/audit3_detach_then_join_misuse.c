// expect: misuse
// Joining a thread that was detached is undefined behaviour (EINVAL at best).
#include <pthread.h>
void *worker(void *arg) { return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_detach(t);
  pthread_join(t, 0);
  return 0;
}
