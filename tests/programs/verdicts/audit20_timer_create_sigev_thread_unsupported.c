// expect: unsupported
// complete: no
// A POSIX timer with SIGEV_THREAD notification: glibc runs the callback on a thread it
// creates itself when the timer expires. braid cannot schedule that thread; it must say the
// program uses timer_create (at its line) and not give a verdict about a program without it.
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
static int fired;
static void on_expiry(union sigval sv) { (void)sv; __atomic_store_n(&fired, 1, __ATOMIC_RELEASE); }
int main(void) {
  struct sigevent sev;
  memset(&sev, 0, sizeof sev);
  sev.sigev_notify = SIGEV_THREAD;
  sev.sigev_notify_function = on_expiry;
  timer_t timer;
  if (timer_create(CLOCK_MONOTONIC, &sev, &timer) != 0) return 1;
  struct itimerspec its;
  memset(&its, 0, sizeof its);
  its.it_value.tv_nsec = 1000000;
  timer_settime(timer, 0, &its, NULL);
  while (!__atomic_load_n(&fired, __ATOMIC_ACQUIRE)) usleep(100);
  timer_delete(timer);
  return 0;
}
