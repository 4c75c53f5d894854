// expect: none
// time-limit: 8
// classes: 136
// rf-classes: 136
// The locked twin of the two-thread ldv harness: the statistics reset takes the lock too.
// Every case value of both rounds of both threads, and one value for the default, is
// explored: no race, complete.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
int ldv_undef_int(void) { return __VERIFIER_nondet_int(); }
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int opened, counter;
static void cb_open(void) { pthread_mutex_lock(&lock); opened = 1; pthread_mutex_unlock(&lock); }
static void cb_count(void) { pthread_mutex_lock(&lock); counter++; pthread_mutex_unlock(&lock); }
static void cb_reset_stats(void) { pthread_mutex_lock(&lock); counter = 0; pthread_mutex_unlock(&lock); }
void *harness(void *arg) {
  for (long round = 0; round < (long)arg; round++) {
    switch (ldv_undef_int()) {
      case 1: cb_open(); break;
      case 2: cb_count(); break;
      case 6: cb_reset_stats(); break;
      default: break;
    }
  }
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, harness, (void *)2L);
  pthread_create(&t2, 0, harness, (void *)1L);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
