// expect: assertion
// main gives a "logger" thread a higher SCHED_FIFO priority than a "producer" and assumes the
// logger therefore runs first (it takes the first ticket). Priorities do not order threads on
// a multicore machine (and without CAP_SYS_NICE the call fails with EPERM, which the program
// ignores): the producer can take ticket 0. Tickets are atomic: no data race.
#include <assert.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
static atomic_int next_ticket;
static int logger_ticket = -1;
static void *logger(void *arg) {
  logger_ticket = atomic_fetch_add(&next_ticket, 1);
  return arg;
}
static void *producer(void *arg) {
  atomic_fetch_add(&next_ticket, 1);
  return arg;
}
int main(void) {
  pthread_t lo, pr;
  struct sched_param high = {.sched_priority = 20}, low = {.sched_priority = 10};
  pthread_create(&pr, NULL, producer, NULL);
  pthread_create(&lo, NULL, logger, NULL);
  pthread_setschedparam(lo, SCHED_FIFO, &high);
  pthread_setschedparam(pr, SCHED_FIFO, &low);
  pthread_join(lo, NULL);
  pthread_join(pr, NULL);
  assert(logger_ticket == 0);
  return 0;
}
