// expect: none
// classes: 44
// complete: yes
// Two trylock statements in a row of one thread are not a retry loop: t3's second trylock,
// placed before t1's unlock, fails there and heads a read schedule like t2's, so the classes
// where both fail on t1's lock are explored once (pop 45 executions for DFS's 44 before,
// docs/algorithms.md, "Trylock statements in a row", MODE=6 seed 187 minimised).
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void try_once(void) {
  if (pthread_mutex_trylock(&m) == 0) pthread_mutex_unlock(&m);
}
static void *locker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  return 0;
}
static void *one_try(void *arg) {
  (void)arg;
  try_once();
  return 0;
}
static void *two_tries(void *arg) {
  (void)arg;
  try_once();
  try_once();
  return 0;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, locker, 0);
  pthread_create(&b, 0, one_try, 0);
  pthread_create(&c, 0, two_tries, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
