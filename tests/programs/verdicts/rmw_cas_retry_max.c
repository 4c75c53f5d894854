// expect: none
// classes: 28
// An atomic maximum: three threads raise a shared value to their own with a CAS retry loop
// that gives up once the value is at least theirs (a failed CAS or the final load only read).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int highest;
void *raise_to(void *arg) {
  int mine = (int)(long)arg;
  int seen = atomic_load(&highest);
  while (seen < mine && !atomic_compare_exchange_weak(&highest, &seen, mine)) {
  }
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; ++i) pthread_create(&t[i], 0, raise_to, (void *)(i + 1));
  for (int i = 0; i < 3; ++i) pthread_join(t[i], 0);
  assert(atomic_load(&highest) == 3);
  return 0;
}
