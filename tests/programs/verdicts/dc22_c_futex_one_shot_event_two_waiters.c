// expect: none
// A one-shot event on a raw futex word: two waiters loop `while (event == 0)
// FUTEX_WAIT(&event, 0)` and then read the message; the setter writes the message, stores 1
// and FUTEX_WAKEs every waiter (INT_MAX). A waiter that registers after the store finds the
// word changed (EAGAIN) and leaves the loop; one asleep before it is woken.
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
  message = 7;
  atomic_store(&event, 1);
  syscall(SYS_futex, &event, FUTEX_WAKE_PRIVATE, INT_MAX, 0, 0, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
