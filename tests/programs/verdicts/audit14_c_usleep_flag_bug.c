// expect: data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 2
// rf-classes: 2
// "Synchronisation" by sleeping: main polls a volatile flag with usleep and nanosleep
// between tries. volatile orders nothing between threads: a race on the flag and on the
// payload it is meant to publish.
#include <pthread.h>
#include <unistd.h>
#include <time.h>
static volatile int ready;
static int payload;
static void *producer(void *arg) {
  (void)arg;
  payload = 42;
  ready = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  struct timespec ts = {0, 1000000};
  while (!ready) { usleep(100); nanosleep(&ts, 0); }
  int v = payload;
  pthread_join(t, 0);
  return v == 42 ? 0 : 1;
}
