// expect: data-race, assertion
// "Sleep makes it safe": the reader sleeps (sleep, usleep, nanosleep, sched_yield) before
// reading what the writer produces, assuming the writer is done by then. No real time
// passes for a model checker: the read can come first.
#include <assert.h>
#include <pthread.h>
#include <sched.h>
#include <time.h>
#include <unistd.h>
int data;
void *writer(void *arg) {
  data = 42;
  return arg;
}
void *reader(void *arg) {
  sleep(1);
  usleep(1000);
  struct timespec ts = {0, 1000000};
  nanosleep(&ts, 0);
  sched_yield();
  assert(data == 42);
  return arg;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&r, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
