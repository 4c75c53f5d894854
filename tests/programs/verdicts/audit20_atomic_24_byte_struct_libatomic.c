// expect: none
// flags: -latomic
// An _Atomic struct of three longs (24 bytes: not lock-free, so every load and store is a
// call into libatomic, which guards it with a lock). A writer stores {1,2,3} and {4,5,6}, a
// reader loads it: it sees one whole value, never a mix, so a + b + c is 0, 6 or 15.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
struct triple {
  long a, b, c;
};
static _Atomic struct triple shared;
static void *writer(void *arg) {
  struct triple one = {1, 2, 3}, two = {4, 5, 6};
  atomic_store(&shared, one);
  atomic_store(&shared, two);
  return arg;
}
static void *reader(void *arg) {
  struct triple seen = atomic_load(&shared);
  long sum = seen.a + seen.b + seen.c;
  assert(sum == 0 || sum == 6 || sum == 15);
  return arg;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(r, NULL);
  return 0;
}
