// expect: deadlock
// A barrier for three threads that only two threads reach.
#include <pthread.h>
pthread_barrier_t bar;
void *worker(void *arg) { pthread_barrier_wait(&bar); return 0; }
int main(void) {
  pthread_barrier_init(&bar, 0, 3);
  pthread_t t0, t1;
  pthread_create(&t0, 0, worker, 0); pthread_create(&t1, 0, worker, 0);
  pthread_join(t0, 0); pthread_join(t1, 0);
  return 0;
}
