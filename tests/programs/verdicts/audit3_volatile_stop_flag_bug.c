// expect: data-race
// A `volatile` stop flag polled by a worker and set by main: volatile is not atomic, the
// accesses race (C11 5.1.2.4).
#include <pthread.h>
volatile int stop;
int work_done;
void *worker(void *arg) {
  while (!stop) { work_done++; if (work_done > 3) break; }
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  stop = 1;
  pthread_join(t, 0);
  return 0;
}
