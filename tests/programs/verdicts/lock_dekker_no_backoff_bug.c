// expect: assertion
// Dekker's algorithm with the turn check dropped: a thread that sees the other's flag
// raised enters anyway once it read the flag low earlier, so both can be inside.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int want[2];
atomic_int inside;
void *worker(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  int seen = atomic_load(&want[other]);
  atomic_store(&want[me], 1);
  if (seen) while (atomic_load(&want[other])) {}
  assert(atomic_fetch_add(&inside, 1) == 0);
  atomic_fetch_sub(&inside, 1);
  atomic_store(&want[me], 0);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0L); pthread_create(&b, 0, worker, (void *)1L);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
