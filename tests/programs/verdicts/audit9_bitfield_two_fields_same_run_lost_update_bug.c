// expect: assertion, data-race
// Two bit-fields of one run are one memory location: threads setting different fields race,
// and a read-modify-write of the shared storage unit can lose the other's update.
#include <pthread.h>
#include <assert.h>
struct flags { unsigned ready : 1; unsigned error : 1; unsigned count : 6; };
static struct flags f;
static void *a(void *arg) { f.ready = 1; return arg; }
static void *b(void *arg) { f.count = 9; return arg; }
int main(void) {
  pthread_t x, y;
  pthread_create(&x, NULL, a, NULL);
  pthread_create(&y, NULL, b, NULL);
  pthread_join(x, NULL);
  pthread_join(y, NULL);
  assert(f.ready == 1 && f.count == 9);
  return 0;
}
