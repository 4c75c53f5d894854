// expect: data-race
// GCC __sync builtins: fetch_and_add, bool_compare_and_swap retry, lock_test_and_set /
// lock_release as a spinlock, and __sync_synchronize. The CAS loop reads its expected value
// with a plain read, which races with the other thread's CAS (a C11 data race).
#include <pthread.h>
#include <assert.h>
int counter, lock, guarded, maxval;
void *worker(void *arg) {
  int v = (int)(long)arg;
  __sync_fetch_and_add(&counter, 1);
  int old;
  do { old = maxval; if (old >= v) break; } while (!__sync_bool_compare_and_swap(&maxval, old, v));
  while (__sync_lock_test_and_set(&lock, 1)) {}
  guarded++;
  __sync_lock_release(&lock);
  __sync_synchronize();
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)3L); pthread_create(&b, 0, worker, (void *)5L);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(counter == 2 && guarded == 2 && maxval == 5);
  return 0;
}
