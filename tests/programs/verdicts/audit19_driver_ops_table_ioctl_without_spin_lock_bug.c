// expect: data-race
// classes: 2
// rf-classes: 1
// BUG: driver-races style: the device of audit19_driver_ops_table_pthread_spin_lock.c, but
// the ioctl handler, reached through the operations table, resets the data without taking
// the spinlock: it races with the interrupt thread's locked write.
#include <pthread.h>
struct device { pthread_spinlock_t lock; int data; };
struct file_ops { int (*ioctl)(struct device *, int); };

static int dev_ioctl(struct device *d, int cmd) {
  if (cmd == 1) d->data = 0; /* forgot pthread_spin_lock */
  return 0;
}
static const struct file_ops ops = {dev_ioctl};
static struct device dev;

static void *user(void *arg) {
  const struct file_ops *f = arg;
  f->ioctl(&dev, 1);
  return 0;
}
static void *irq(void *arg) {
  (void)arg;
  pthread_spin_lock(&dev.lock);
  dev.data = 42;
  pthread_spin_unlock(&dev.lock);
  return 0;
}

int main(void) {
  pthread_spin_init(&dev.lock, PTHREAD_PROCESS_PRIVATE);
  pthread_t u, i;
  pthread_create(&u, 0, user, (void *)&ops);
  pthread_create(&i, 0, irq, 0);
  pthread_join(u, 0);
  pthread_join(i, 0);
  return 0;
}
