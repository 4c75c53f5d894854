// expect: deadlock
// The setter wakes before it publishes (FUTEX_WAKE, then the store): a waiter that checks
// the word after the wake and before the store goes to sleep and nobody wakes it.
#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_uint ready;

static void *setter(void *arg) {
  (void)arg;
  syscall(SYS_futex, &ready, FUTEX_WAKE_PRIVATE, INT_MAX, 0, 0, 0);
  atomic_store(&ready, 1);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, setter, 0);
  while (atomic_load(&ready) == 0) syscall(SYS_futex, &ready, FUTEX_WAIT_PRIVATE, 0, 0, 0, 0);
  pthread_join(t, 0);
  return 0;
}
