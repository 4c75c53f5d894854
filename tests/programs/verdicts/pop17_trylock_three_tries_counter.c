// expect: none
// classes: 175
// complete: yes
// algos: sdpor,pop,dc
// (Not dfs: 137 970 interleavings, 12.8 s under load; its 175 classes were counted once.)
// Two threads each try m twice (a loop of two attempts, not a retry loop) and count their
// successes under it; a third thread holds it once. The second trylock is a second
// attempt, not a retry (its thread never waits on m): pop 182 executions for DFS's 175
// classes before the rule of docs/algorithms.md, "Trylock statements in a row").
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int taken;

static void *holder(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  taken++;
  pthread_mutex_unlock(&m);
  return 0;
}
static void *twice(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; ++i) {
    if (pthread_mutex_trylock(&m) == 0) {
      taken++;
      pthread_mutex_unlock(&m);
    }
  }
  return 0;
}
int main(void) {
  pthread_t h, a, b;
  pthread_create(&h, 0, holder, 0);
  pthread_create(&a, 0, twice, 0);
  pthread_create(&b, 0, twice, 0);
  pthread_join(h, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(taken >= 1 && taken <= 5);
  return 0;
}
