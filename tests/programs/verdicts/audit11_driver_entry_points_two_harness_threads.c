// expect: none
// time-limit: 10
// classes: 375
// rf-classes: 375
// pthread-driver-races style: a character device with open/read/write/ioctl/release entry
// points sharing the device struct; two harness threads call a nondet sequence of two and one
// entries. Every entry takes the device mutex, so no race and the invariants hold.
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct cdev { pthread_mutex_t lock; int users; int pos; char buf[4]; };
static struct cdev dev = {PTHREAD_MUTEX_INITIALIZER, 0, 0, {0}};
static int dev_open(struct cdev *d) { pthread_mutex_lock(&d->lock); d->users++; pthread_mutex_unlock(&d->lock); return 0; }
static int dev_release(struct cdev *d) {
  pthread_mutex_lock(&d->lock);
  if (d->users > 0) d->users--;
  pthread_mutex_unlock(&d->lock);
  return 0;
}
static int dev_write(struct cdev *d, char c) {
  pthread_mutex_lock(&d->lock);
  if (d->pos < 4) d->buf[d->pos++] = c;
  pthread_mutex_unlock(&d->lock);
  return 1;
}
static int dev_read(struct cdev *d) {
  pthread_mutex_lock(&d->lock);
  int c = d->pos > 0 ? d->buf[d->pos - 1] : -1;
  pthread_mutex_unlock(&d->lock);
  return c;
}
static int dev_ioctl(struct cdev *d, int cmd) {
  pthread_mutex_lock(&d->lock);
  if (cmd == 1) d->pos = 0;
  if (d->pos < 0 || d->pos > 4) reach_error();
  pthread_mutex_unlock(&d->lock);
  return 0;
}
void *harness(void *arg) {
  for (long round = 0; round < (long)arg; round++) {
    int op = __VERIFIER_nondet_int();
    if (op == 0) dev_open(&dev);
    else if (op == 1) dev_write(&dev, 'x');
    else if (op == 2) dev_read(&dev);
    else if (op == 3) dev_ioctl(&dev, 1);
    else dev_release(&dev);
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
