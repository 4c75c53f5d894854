// expect: deadlock
// rf-classes: 20
// The three-state futex mutex of dc22_c_futex_three_state_mutex_counter.c whose unlock wakes
// when the word said 1 (held, no waiters) instead of 2: a thread asleep in FUTEX_WAIT on 2 is
// never woken once the holder unlocks, and the other thread has finished: a deadlock.
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
  if (atomic_exchange(&word, 0) == 1) futex_wake_one();  /* the test inverted */
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
