// expect: data-race
// algos: pop,sdpor,dc,qpor,dfs
// ldv-races style: a driver module's init allocates its device and registers it; a harness
// thread calls the callbacks the environment model allows, chosen by
// __VERIFIER_nondet_int(): read() takes the device mutex, ioctl() (the bug) updates the
// mode without it; a second harness thread calls read(); exit frees the device after the
// harness threads are joined. Only the branch where ioctl is chosen races: the unlocked
// write and the locked read have no happens-before path (neither thread releases anything
// the other acquires before them). DFS agrees (302 executions, the race found). gcc 12's
// ThreadSanitizer did not report it natively (50 runs with the nondet rand() % 2, 3 with it
// forced to 1), while it reports a two-thread plain-write race on this machine: it missed
// this one, the reasoning above stands.
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct device { pthread_mutex_t lock; int mode; int reads; };
static struct device *dev;
static int dev_read(struct device *d) {
  pthread_mutex_lock(&d->lock);
  int mode = d->mode;
  d->reads++;
  pthread_mutex_unlock(&d->lock);
  return mode;
}
static void dev_ioctl(struct device *d, int mode) { d->mode = mode; }  // wrong: no lock
static int module_init(void) {
  dev = calloc(1, sizeof *dev);
  if (!dev) return -1;
  pthread_mutex_init(&dev->lock, 0);
  return 0;
}
static void module_exit(void) {
  pthread_mutex_destroy(&dev->lock);
  free(dev);
}
static void *harness_callbacks(void *arg) {
  (void)arg;
  if (__VERIFIER_nondet_int()) dev_ioctl(dev, 2);
  else dev_read(dev);
  return 0;
}
static void *harness_reader(void *arg) {
  (void)arg;
  dev_read(dev);
  return 0;
}
int main(void) {
  if (module_init()) return 0;
  pthread_t a, b;
  pthread_create(&a, 0, harness_callbacks, 0);
  pthread_create(&b, 0, harness_reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  module_exit();
  return 0;
}
