// expect: data-race
// algos: pop,sdpor,dc,qpor,dfs
// The twin of audit23_goblint_trylock_protected_else_skips.c whose busy branch updates the
// counter anyway, without the lock: the race exists only on the branch where trylock fails,
// which needs the recorder to hold the lock at that moment: the locked and the unlocked
// increments then have no happens-before path. DFS agrees (60 executions, the race found).
// gcc 12's ThreadSanitizer, 20 runs with usleeps that make the trylock fail, reported none
// (as for the other audit23 bug twins it missed: it is not this machine's ground truth).
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static int hits;
static void *sampler(void *arg) {
  (void)arg;
  long missed = 0;
  if (pthread_mutex_trylock(&stats_lock) == 0) {
    hits++;
    pthread_mutex_unlock(&stats_lock);
  } else {
    hits++;  // wrong: "busy, update anyway": the lock is held by the other thread
  }
  return (void *)missed;
}
static void *recorder(void *arg) {
  (void)arg;
  pthread_mutex_lock(&stats_lock);
  hits++;
  pthread_mutex_unlock(&stats_lock);
  return 0;
}
int main(void) {
  pthread_t a, b;
  void *missed;
  pthread_create(&a, 0, sampler, 0);
  pthread_create(&b, 0, recorder, 0);
  pthread_join(a, &missed);
  pthread_join(b, 0);
  (void)missed;
  return 0;
}
