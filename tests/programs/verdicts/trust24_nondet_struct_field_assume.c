// expect: none
// classes: 6
// rf-classes: 6
// The draw stored into a field of a global struct and assumed through the field (two
// assumptions); a thread reads the field and writes the one next to it.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
struct config {
  int workers;
  int rounds;
  int total;
};
static struct config cfg;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *run(void *arg) {
  (void)arg;
  for (int i = 0; i < cfg.rounds; i++) {
    pthread_mutex_lock(&m);
    cfg.total += 1;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  cfg.workers = 2;
  cfg.rounds = __VERIFIER_nondet_int();
  __VERIFIER_assume(cfg.rounds >= 1);
  __VERIFIER_assume(cfg.rounds <= 2);
  pthread_t t;
  pthread_create(&t, 0, run, 0);
  pthread_mutex_lock(&m);
  cfg.total += cfg.workers;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  assert(cfg.total == cfg.rounds + cfg.workers);
  return 0;
}
