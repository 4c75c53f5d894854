// expect: none
// classes: 5
// rf-classes: 5
// driver-races style: a character device with an operations table of function pointers
// (open / read / ioctl / release), its state guarded by a pthread spinlock; a user thread
// calls open, read and release through the table while a second thread plays the interrupt
// handler that fills the device's buffer under the same spinlock.
#include <assert.h>
#include <pthread.h>
struct device { pthread_spinlock_t lock; int open_count; int data; int irq_count; };
struct file_ops {
  int (*open)(struct device *);
  int (*read)(struct device *, int *);
  int (*ioctl)(struct device *, int);
  void (*release)(struct device *);
};

static int dev_open(struct device *d) {
  pthread_spin_lock(&d->lock);
  d->open_count++;
  pthread_spin_unlock(&d->lock);
  return 0;
}
static int dev_read(struct device *d, int *out) {
  pthread_spin_lock(&d->lock);
  *out = d->data;
  pthread_spin_unlock(&d->lock);
  return 0;
}
static int dev_ioctl(struct device *d, int cmd) {
  pthread_spin_lock(&d->lock);
  if (cmd == 1) d->data = 0;
  pthread_spin_unlock(&d->lock);
  return 0;
}
static void dev_release(struct device *d) {
  pthread_spin_lock(&d->lock);
  d->open_count--;
  pthread_spin_unlock(&d->lock);
}
static const struct file_ops ops = {dev_open, dev_read, dev_ioctl, dev_release};
static struct device dev;

static void *user(void *arg) {
  const struct file_ops *f = arg;
  int v;
  f->open(&dev);
  f->read(&dev, &v);
  assert(v == 0 || v == 42);
  f->ioctl(&dev, 1);
  f->release(&dev);
  return 0;
}
static void *irq(void *arg) {
  (void)arg;
  pthread_spin_lock(&dev.lock);
  dev.data = 42;
  dev.irq_count++;
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
  assert(dev.open_count == 0 && dev.irq_count == 1);
  pthread_spin_destroy(&dev.lock);
  return 0;
}
