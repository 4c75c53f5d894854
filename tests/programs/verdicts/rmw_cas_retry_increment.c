// expect: none
// classes: 48
// Three threads each add one to a counter with a CAS retry loop (load, then CAS with the value
// loaded; on failure the CAS hands back the current value and the loop tries again). A failed
// CAS is a read, so a retry loop is a chain of reads ended by one successful read+write.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#define T 3
atomic_int counter;
void *add_one(void *arg) {
  (void)arg;
  int seen = atomic_load(&counter);
  while (!atomic_compare_exchange_strong(&counter, &seen, seen + 1)) {
  }
  return 0;
}
int main(void) {
  pthread_t t[T];
  for (int i = 0; i < T; ++i) pthread_create(&t[i], 0, add_one, 0);
  for (int i = 0; i < T; ++i) pthread_join(t[i], 0);
  assert(atomic_load(&counter) == T);
  return 0;
}
