// Shared by the bad programs: a lost update that an assertion catches in some schedules,
// so that a verdict of "no bug" is always wrong.
#include <assert.h>
#include <pthread.h>

static int counter;
static void* bump(void* arg) {
  (void)arg;
  int seen = counter;
  counter = seen + 1;
  return 0;
}
static void racy_assert(void) {
  pthread_t a, b;
  pthread_create(&a, 0, bump, 0);
  pthread_create(&b, 0, bump, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
}
