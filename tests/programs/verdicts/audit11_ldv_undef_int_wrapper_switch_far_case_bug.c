// expect: data-race
// classes: 25
// rf-classes: 22
// ldv harness style: the nondet comes from a wrapper (`ldv_undef_int`) and each of two
// harness threads dispatches on it with a switch over the driver's entry points. Only
// `case 5` (ioctl) touches the device's counter without the lock, racing with the locked
// write of `case 4` in the other thread. The wrapper's return is followed into its callers
// (before audit11 it ended the range walk: int's bounded set {-2..3, MIN, MAX} never ran
// cases 4 and 5, and the verdict was an honest but bug-less "incomplete").
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
int ldv_undef_int(void) { return __VERIFIER_nondet_int(); }
struct device { pthread_mutex_t lock; int opened; int counter; };
struct device dev = {PTHREAD_MUTEX_INITIALIZER, 0, 0};
static void drv_open(struct device *d) { pthread_mutex_lock(&d->lock); d->opened++; pthread_mutex_unlock(&d->lock); }
static void drv_write(struct device *d) { pthread_mutex_lock(&d->lock); d->counter++; pthread_mutex_unlock(&d->lock); }
static void drv_ioctl(struct device *d) { d->counter = 0; }
void *ldv_main(void *arg) {
  switch (ldv_undef_int()) {
    case 0: drv_open(&dev); break;
    case 4: drv_write(&dev); break;
    case 5: drv_ioctl(&dev); break;
    default: break;
  }
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, ldv_main, 0);
  pthread_create(&t2, 0, ldv_main, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
