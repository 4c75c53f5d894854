// expect: none
// classes: 4
// rf-classes: 4
// A trylock helper returns its result and stores it through an out parameter; the loser counts atomically.
#include <pthread.h>
#include <assert.h>
#include <stdbool.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int g, skipped;
static bool try_enter(pthread_mutex_t *mx, bool *got) { *got = pthread_mutex_trylock(mx) == 0; return *got; }
void *t(void *a) {
  (void)a; bool got;
  if (try_enter(&m, &got)) { g++; pthread_mutex_unlock(&m); }
  else { __atomic_fetch_add(&skipped, 1, __ATOMIC_SEQ_CST); }
  return 0;
}
int main(void) {
  pthread_t a, b; pthread_create(&a, 0, t, 0); pthread_create(&b, 0, t, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(g + skipped == 2);
  return 0;
}
