// expect: none
// rf-classes: 16
// A mutex of three states on a raw futex word (0 free, 1 held, 2 held with waiters: the
// third lock of Drepper's "Futexes Are Tricky"): lock takes it with a compare-exchange
// 0 -> 1, else marks it 2 (exchange) and FUTEX_WAITs while it stays held; unlock exchanges 0
// in and FUTEX_WAKEs one waiter when the word said 2. Two threads each add to a pair of
// counters that must stay equal. Unlike futex_drepper_mutex.c, unlock is one exchange (no
// fetch_sub then store) and the waiter re-marks the word with a compare-exchange 1 -> 2.
#include <assert.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_int word;
static int left, right;

static void futex_wait(int expected) { syscall(SYS_futex, &word, FUTEX_WAIT_PRIVATE, expected, 0, 0, 0); }
static void futex_wake_one(void) { syscall(SYS_futex, &word, FUTEX_WAKE_PRIVATE, 1, 0, 0, 0); }

static void lock(void) {
  int c = 0;
  if (atomic_compare_exchange_strong(&word, &c, 1)) return;
  do {
    int one = 1;
    if (c == 2 || atomic_compare_exchange_strong(&word, &one, 2) || one != 0) futex_wait(2);
    c = 0;
  } while (!atomic_compare_exchange_strong(&word, &c, 2));
}

static void unlock(void) {
  if (atomic_exchange(&word, 0) == 2) futex_wake_one();
}

static void* worker(void* arg) {
  (void)arg;
  lock();
  left++;
  right++;
  unlock();
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(left == 2 && right == 2);
  return 0;
}
