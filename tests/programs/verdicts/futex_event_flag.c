// expect: none
// classes: 94
// A one-shot event on a futex word: waiters sleep while the word is 0 (re-checking after
// every wake-up, spurious or not); the setter stores 1 and wakes every waiter (INT_MAX).
#include <assert.h>
#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_uint ready;
static int payload;

static void *waiter(void *arg) {
  (void)arg;
  while (atomic_load(&ready) == 0) syscall(SYS_futex, &ready, FUTEX_WAIT, 0, 0, 0, 0);
  assert(payload == 42);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, waiter, 0);
  pthread_create(&b, 0, waiter, 0);
  payload = 42;
  atomic_store(&ready, 1);
  syscall(SYS_futex, &ready, FUTEX_WAKE, INT_MAX, 0, 0, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
