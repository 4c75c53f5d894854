// expect: data-race, assertion
// flags: -std=gnu89 -Wno-implicit-int
// Old-style C as -std=gnu89 accepts it: implicit int, K&R definitions, declarations at the
// top of blocks; two threads bump an unguarded counter.
#include <pthread.h>
#include <assert.h>
static counter;
static bump(n) int n; { int k; for (k = 0; k < n; k++) counter++; return counter; }
void *worker(arg) void *arg; { bump(1); return arg; }
main() {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
