// expect: none
// classes: 1380
// A relay on one futex word, and a thread that waits for the relay's stage: main advances the
// stage to 1 and wakes every waiter; the relay waits for 1, advances to 2 and wakes every
// waiter; the last thread waits for 2, so main's wake can wake it for nothing (it sleeps
// again). pop 1471 executions for DFS's 1380 classes before branch pop20 (docs/algorithms.md,
// "Futex wake-ups (pop20)").
#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_int stage;

static void wait_until(int v) {
  int now;
  while ((now = atomic_load(&stage)) < v) syscall(SYS_futex, &stage, FUTEX_WAIT, now, 0, 0, 0);
}

static void advance(void) {
  atomic_fetch_add(&stage, 1);
  syscall(SYS_futex, &stage, FUTEX_WAKE, INT_MAX, 0, 0, 0);
}

static void *relay(void *arg) {
  (void)arg;
  wait_until(1);
  advance();
  return 0;
}

static void *last(void *arg) {
  (void)arg;
  wait_until(2);
  return 0;
}

int main(void) {
  pthread_t r, b;
  pthread_create(&r, 0, relay, 0);
  pthread_create(&b, 0, last, 0);
  advance();
  pthread_join(r, 0);
  pthread_join(b, 0);
  return 0;
}
