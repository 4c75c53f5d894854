// expect: deadlock
// The event of futex_event_flag.c, but the setter wakes only one waiter (FUTEX_WAKE with
// 1): when both waiters are already asleep, the second one sleeps forever.
#include <assert.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_uint ready;

static void *waiter(void *arg) {
  (void)arg;
  while (atomic_load(&ready) == 0) syscall(SYS_futex, &ready, FUTEX_WAIT_PRIVATE, 0, 0, 0, 0);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, waiter, 0);
  pthread_create(&b, 0, waiter, 0);
  atomic_store(&ready, 1);
  syscall(SYS_futex, &ready, FUTEX_WAKE_PRIVATE, 1, 0, 0, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
