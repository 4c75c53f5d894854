// expect: none
// classes: 25
// rf-classes: 25
// The ldv wrapper-dispatch twin whose ioctl takes the lock too: no race. The wrapper's
// return is followed into its callers, the switch forks per case: every case and one value
// for the default are explored, so the verdict is complete (before audit11: the type's
// bounded set, incomplete).
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
int ldv_undef_int(void) { return __VERIFIER_nondet_int(); }
struct device { pthread_mutex_t lock; int opened; int counter; };
struct device dev = {PTHREAD_MUTEX_INITIALIZER, 0, 0};
static void drv_open(struct device *d) { pthread_mutex_lock(&d->lock); d->opened++; pthread_mutex_unlock(&d->lock); }
static void drv_write(struct device *d) { pthread_mutex_lock(&d->lock); d->counter++; pthread_mutex_unlock(&d->lock); }
static void drv_ioctl(struct device *d) { pthread_mutex_lock(&d->lock); d->counter = 0; pthread_mutex_unlock(&d->lock); }
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
