// expect: none
// classes: 3291
// algos: sdpor,pop,dc
// (Not dfs: 934 982 interleavings, 97 s; DFS counted 3291 classes.)
// audit15_cpp_atomic_wait_ticket_turns_notify_all.cpp with a raw futex instead of
// std::atomic::wait (no spinning before the sleep): three threads take turns by ticket on one
// "now serving" word, each waking every waiter after its turn. pop 3759 executions for the
// 3291 classes before branch pop20 (docs/algorithms.md, "Futex wake-ups (pop20)").
#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_int serving;
static int order[3], taken;

static void take_turn(int ticket) {
  int now;
  while ((now = atomic_load(&serving)) != ticket) syscall(SYS_futex, &serving, FUTEX_WAIT, now, 0, 0, 0);
  order[taken++] = ticket;
  atomic_fetch_add(&serving, 1);
  syscall(SYS_futex, &serving, FUTEX_WAKE, INT_MAX, 0, 0, 0);
}

static void *second(void *arg) {
  (void)arg;
  take_turn(1);
  return 0;
}

static void *third(void *arg) {
  (void)arg;
  take_turn(2);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, third, 0);
  pthread_create(&b, 0, second, 0);
  take_turn(0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return order[0] == 0 && order[1] == 1 && order[2] == 2 ? 0 : 1;
}
