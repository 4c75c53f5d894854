// expect: data-race
// pthread-driver-races / ldv style: an environment model picks which callback runs in each
// thread through switch (__VERIFIER_nondet_int()). The case-0 path is safe; the racy ioctl
// path needs the choice 1 in both threads (before nondet values were explored, only 0 ran
// and the race was missed). The switch on the value is learnt (audit11): cases 0 and 1 and
// one value for the default are all that matter, so the verdict is complete (it was
// incomplete, nondet-values-bounded, while a switch left every int value live).
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
struct dev { pthread_mutex_t lock; int open_count; int mode; };
struct dev d = {PTHREAD_MUTEX_INITIALIZER, 0, 0};
static int dev_open(struct dev *p) { pthread_mutex_lock(&p->lock); p->open_count++; pthread_mutex_unlock(&p->lock); return 0; }
static int dev_ioctl(struct dev *p, int m) { p->mode = m; return 0; }
void *env(void *arg) {
  switch (__VERIFIER_nondet_int()) {
  case 0: dev_open(&d); break;
  case 1: dev_ioctl(&d, 1); break;
  default: break;
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, env, 0);
  pthread_create(&b, 0, env, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
