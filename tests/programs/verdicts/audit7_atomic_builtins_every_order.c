// expect: none
// algos: sdpor,pop,dc
// time-limit: 10
// GCC __atomic builtins with every memory order: fetch_add/sub/and/or/xor/nand, exchange,
// compare_exchange (weak in a loop, strong), test_and_set/clear, thread and signal fences.
// A spinlock from test_and_set guards a plain counter; the other words are only touched
// atomically. Under SC every order behaves as seq_cst.
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
unsigned bits, sum, maxv, flips = 5;
bool flag_lock;
int plain;
void *worker(void *arg) {
  unsigned id = (unsigned)(long)arg;
  __atomic_fetch_add(&sum, id, __ATOMIC_RELAXED);
  __atomic_fetch_sub(&sum, 0, __ATOMIC_CONSUME);
  __atomic_fetch_or(&bits, 1u << id, __ATOMIC_RELEASE);
  __atomic_fetch_and(&bits, ~0u, __ATOMIC_ACQUIRE);
  __atomic_fetch_xor(&bits, 0, __ATOMIC_ACQ_REL);
  __atomic_fetch_nand(&flips, ~0u, __ATOMIC_SEQ_CST); /* ~(flips & ~0) = ~flips */
  __atomic_fetch_nand(&flips, ~0u, __ATOMIC_SEQ_CST); /* complements commute: back at the end */
  unsigned cur = __atomic_load_n(&maxv, __ATOMIC_RELAXED);
  while (cur < id &&
         !__atomic_compare_exchange_n(&maxv, &cur, id, true, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {
  }
  while (__atomic_test_and_set(&flag_lock, __ATOMIC_ACQUIRE)) {
  }
  plain++;
  __atomic_clear(&flag_lock, __ATOMIC_RELEASE);
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (long i = 1; i <= 2; i++) pthread_create(&t[i - 1], 0, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  unsigned expected = 0;
  assert(__atomic_compare_exchange_n(&maxv, &expected, 0, false, __ATOMIC_SEQ_CST,
                                     __ATOMIC_SEQ_CST) == false && expected == 2);
  assert(__atomic_exchange_n(&bits, 0, __ATOMIC_ACQ_REL) == 6);
  assert(__atomic_load_n(&sum, __ATOMIC_ACQUIRE) == 3);
  assert(plain == 2 && flips == 5);
  assert(__atomic_always_lock_free(sizeof(unsigned), 0));
  return 0;
}
