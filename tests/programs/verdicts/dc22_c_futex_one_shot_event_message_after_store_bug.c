// expect: assertion, data-race
// The one-shot futex event of dc22_c_futex_one_shot_event_two_waiters.c whose setter stores 1
// before it writes the message: a waiter that sees the event set (without sleeping, or woken)
// reads the message while the setter writes it: a data race, and finds it still 0 when it
// reads first: the assertion fails.
#include <assert.h>
#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_int event;
static int message;

static void* waiter(void* arg) {
  (void)arg;
  while (atomic_load(&event) == 0) syscall(SYS_futex, &event, FUTEX_WAIT_PRIVATE, 0, 0, 0, 0);
  assert(message == 7);
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, waiter, 0);
  atomic_store(&event, 1);
  message = 7;
  syscall(SYS_futex, &event, FUTEX_WAKE_PRIVATE, INT_MAX, 0, 0, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
