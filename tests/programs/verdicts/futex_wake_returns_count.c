// expect: assertion
// FUTEX_WAKE returns how many waiters it woke. Here both waiters may be asleep when main
// wakes, so its two single wakes may each return 1; the program wrongly assumes at most
// one thread was ever asleep.
#include <assert.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_uint word;

static void *waiter(void *arg) {
  (void)arg;
  while (atomic_load(&word) == 0) syscall(SYS_futex, &word, FUTEX_WAIT_PRIVATE, 0, 0, 0, 0);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, waiter, 0);
  pthread_create(&b, 0, waiter, 0);
  atomic_store(&word, 1);
  long first = syscall(SYS_futex, &word, FUTEX_WAKE_PRIVATE, 1, 0, 0, 0);
  long second = syscall(SYS_futex, &word, FUTEX_WAKE_PRIVATE, 1, 0, 0, 0);
  assert(first >= 0 && second >= 0 && first + second <= 2);
  assert(first + second <= 1);  // wrong: both may have been asleep
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
