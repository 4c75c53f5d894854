// expect: none
// classes: 371
// A relay on one futex word: main advances the stage to 1 and wakes every waiter; the relay
// thread waits for 1, advances to 2 and wakes every waiter; a third thread waits for 1 only.
// Both waiters' wake-ups take tokens of main's FUTEX_WAKE and race for them: pop 387
// executions for DFS's 371 classes before branch pop20 (one wake-up moved before the other
// twice: through their acquisition race and through its memory races, step by step;
// docs/algorithms.md, "Futex wake-ups (pop20)").
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

static void *bystander(void *arg) {
  (void)arg;
  wait_until(1);
  return 0;
}

int main(void) {
  pthread_t r, b;
  pthread_create(&r, 0, relay, 0);
  pthread_create(&b, 0, bystander, 0);
  advance();
  pthread_join(r, 0);
  pthread_join(b, 0);
  return 0;
}
