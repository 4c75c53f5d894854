// expect: data-race
// classes: 3
// rf-classes: 3
// ldv-races' driver harness shape: the kernel's spinlock API mapped to pthread mutexes by
// macros, a device struct reached from its embedded ops member through container_of, a
// file_operations-like table of function pointers called by an "open" and an "ioctl"
// thread; the ioctl path reads open_count after spin_unlock_irqrestore (the read moved out of
// the critical section): it races with open's locked increment.
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error() { abort(); }
typedef pthread_mutex_t spinlock_t;
#define spin_lock_init(l) pthread_mutex_init((l), NULL)
#define spin_lock(l) pthread_mutex_lock(l)
#define spin_unlock(l) pthread_mutex_unlock(l)
#define spin_lock_irqsave(l, flags) do { (flags) = 1; pthread_mutex_lock(l); } while (0)
#define spin_unlock_irqrestore(l, flags) do { (void)(flags); pthread_mutex_unlock(l); } while (0)
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))
struct dev_ops {
  int (*open)(struct dev_ops *ops);
  long (*ioctl)(struct dev_ops *ops, unsigned int cmd);
};
struct my_device {
  int id;
  spinlock_t lock;
  int open_count;
  long last_cmd;
  struct dev_ops ops;
};
static int my_open(struct dev_ops *ops) {
  struct my_device *d = container_of(ops, struct my_device, ops);
  spin_lock(&d->lock);
  d->open_count++;
  spin_unlock(&d->lock);
  return 0;
}
static long my_ioctl(struct dev_ops *ops, unsigned int cmd) {
  struct my_device *d = container_of(ops, struct my_device, ops);
  unsigned long flags;
  spin_lock_irqsave(&d->lock, flags);
  d->last_cmd = cmd;
  spin_unlock_irqrestore(&d->lock, flags);
  long r = d->open_count;
  return r;
}
static struct my_device *registered;
void *open_thread(void *arg) {
  struct dev_ops *ops = arg;
  ops->open(ops);
  return NULL;
}
void *ioctl_thread(void *arg) {
  struct dev_ops *ops = arg;
  long r = ops->ioctl(ops, 7u);
  if (r < 0 || r > 1) reach_error();
  return NULL;
}
int main(void) {
  pthread_t t1, t2;
  registered = malloc(sizeof *registered);
  if (!registered) return 0;
  registered->id = 1;
  registered->open_count = 0;
  registered->last_cmd = 0;
  spin_lock_init(&registered->lock);
  registered->ops.open = my_open;
  registered->ops.ioctl = my_ioctl;
  pthread_create(&t1, NULL, open_thread, &registered->ops);
  pthread_create(&t2, NULL, ioctl_thread, &registered->ops);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  if (registered->open_count != 1 || registered->last_cmd != 7) reach_error();
  free(registered);
  return 0;
}
