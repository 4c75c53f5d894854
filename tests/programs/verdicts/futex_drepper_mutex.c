// expect: none
// classes: 42
// A hand-written futex mutex (the three-state lock of Drepper's "Futexes Are Tricky": 0
// free, 1 locked, 2 locked with waiters) used by two threads. FUTEX_WAIT sleeps until a
// FUTEX_WAKE reaches it; unlock wakes one waiter when the word said there might be some.
#include <assert.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_uint word;
static int counter;

static long futex(atomic_uint *addr, int op, unsigned val) { return syscall(SYS_futex, addr, op, val, 0, 0, 0); }

static void lock(void) {
  unsigned c = 0;
  if (atomic_compare_exchange_strong(&word, &c, 1)) return;
  if (c != 2) c = atomic_exchange(&word, 2);
  while (c != 0) {
    futex(&word, FUTEX_WAIT_PRIVATE, 2);
    c = atomic_exchange(&word, 2);
  }
}

static void unlock(void) {
  if (atomic_fetch_sub(&word, 1) != 1) {
    atomic_store(&word, 0);
    futex(&word, FUTEX_WAKE_PRIVATE, 1);
  }
}

static void *worker(void *arg) {
  (void)arg;
  lock();
  counter++;
  unlock();
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(counter == 2);
  return 0;
}
