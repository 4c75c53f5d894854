// expect: none
// algos: pop,sdpor,dc,qpor,dfs
// The fixed twin of audit23_ldv_driver_ioctl_races_with_read_callback_bug.c: ioctl takes
// the device mutex as read does, so neither branch of the harness's nondet choice races,
// and exit frees the device after both harness threads are joined. Natively (gcc -O2,
// the nondet a rand() % 2), 50 runs: exit 0 in 50; DFS: 286 executions, no bug.
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
static void dev_ioctl(struct device *d, int mode) {
  pthread_mutex_lock(&d->lock);
  d->mode = mode;
  pthread_mutex_unlock(&d->lock);
}
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
