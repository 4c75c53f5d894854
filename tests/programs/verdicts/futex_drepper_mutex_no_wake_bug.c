// expect: deadlock
// The futex mutex of futex_drepper_mutex.c whose unlock releases the word but forgets the
// FUTEX_WAKE: a thread that went to sleep in FUTEX_WAIT (the word was 2) is never woken,
// although the word changed. A lost wake-up: the kernel does not wake a waiter because
// the word changed, only FUTEX_WAKE does.
#include <assert.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_uint word;
static int counter;

static void lock(void) {
  unsigned c = 0;
  if (atomic_compare_exchange_strong(&word, &c, 1)) return;
  if (c != 2) c = atomic_exchange(&word, 2);
  while (c != 0) {
    syscall(SYS_futex, &word, FUTEX_WAIT_PRIVATE, 2, 0, 0, 0);
    c = atomic_exchange(&word, 2);
  }
}

static void unlock(void) {
  if (atomic_fetch_sub(&word, 1) != 1) atomic_store(&word, 0);  // no FUTEX_WAKE
}

static void *worker(void *arg) {
  (void)arg;
  lock();
  counter++;
  unlock();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
