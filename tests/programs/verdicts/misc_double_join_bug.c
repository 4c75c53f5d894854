// expect: misuse
// The same thread is joined twice (from two threads).
#include <pthread.h>
pthread_t worker_thread;
void *worker(void *arg) { return 0; }
void *joiner(void *arg) { pthread_join(worker_thread, 0); return 0; }
int main(void) {
  pthread_create(&worker_thread, 0, worker, 0);
  pthread_t j;
  pthread_create(&j, 0, joiner, 0);
  pthread_join(worker_thread, 0);
  pthread_join(j, 0);
  return 0;
}
