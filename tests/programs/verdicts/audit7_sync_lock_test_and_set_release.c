// expect: none
// complete: no
// Weak memory (branch weak12): INCOMPLETE, reason weak-memory: 1 atomic load (first at audit7_sync_lock_test_and_set_release.c:24, relaxed, which could read an older write) could read
// another write under C11 than in the SC executions braid explores (docs/memory_model.md).
// algos: sdpor,pop,dc
// GCC legacy builtins: __sync_lock_test_and_set / __sync_lock_release as a spinlock,
// __sync_add_and_fetch / __sync_sub_and_fetch / __sync_or_and_fetch / __sync_val_compare_and_swap
// on counters; two threads.
#include <assert.h>
#include <pthread.h>
int lock_word, plain, refs = 1, mask;
void *worker(void *arg) {
  int id = (int)(long)arg;
  __sync_add_and_fetch(&refs, 1);
  while (__sync_lock_test_and_set(&lock_word, 1)) {
    while (__atomic_load_n(&lock_word, __ATOMIC_RELAXED)) {
    }
  }
  plain += id;
  __sync_lock_release(&lock_word);
  __sync_or_and_fetch(&mask, 1 << id);
  int old;
  do {
    old = __atomic_load_n(&refs, __ATOMIC_RELAXED);
  } while (__sync_val_compare_and_swap(&refs, old, old - 1) != old);
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(plain == 1 && mask == 3 && __sync_sub_and_fetch(&refs, 1) == 0);
  return 0;
}
