// expect: none
// classes: 43819
// algos: sdpor,pop,dc
// time-limit: 120
// (Not dfs: it does not finish in 200 s; sdpor's classes.)
// A turn passed on a futex word with plain stores: main plays, stores 1 and wakes every
// waiter; the pinger waits for 1, plays, stores 2 and wakes every waiter; main and a watcher
// wait for 2. Waiters woken for nothing sleep again. pop 49 958 executions for sdpor's 43 819
// classes before branch pop20 (docs/algorithms.md, "Futex wake-ups (pop20)").
#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_int turn;
static int rally;

static void wait_for(int v) {
  int now;
  while ((now = atomic_load(&turn)) != v) syscall(SYS_futex, &turn, FUTEX_WAIT, now, 0, 0, 0);
}

static void pass_to(int v) {
  atomic_store(&turn, v);
  syscall(SYS_futex, &turn, FUTEX_WAKE, INT_MAX, 0, 0, 0);
}

static void *pinger(void *arg) {
  (void)arg;
  wait_for(1);
  rally++;
  pass_to(2);
  return 0;
}

static void *watcher(void *arg) {
  (void)arg;
  wait_for(2);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, pinger, 0);
  pthread_create(&b, 0, watcher, 0);
  rally++;
  pass_to(1);
  wait_for(2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return rally == 2 ? 0 : 1;
}
