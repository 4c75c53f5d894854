// expect: assertion, data-race
// A home-made "once" with a plain flag checked before building: two callers can both see
// it clear and build twice (and a caller can see the flag set before the table is full).
#include <pthread.h>
#include <assert.h>
static int initialised, table[2], builds;
static void ensure(void) {
  if (!initialised) {
    initialised = 1;
    table[0] = 1; table[1] = 2;
    builds++;
  }
}
static void *user(void *arg) { ensure(); assert(table[1] == 2); return 0; }
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, user, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(builds == 1);
  return 0;
}
