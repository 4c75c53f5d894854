// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// time-limit: 4
// pthread-driver-races (ldv) style: module_init allocates the device and registers two
// callbacks that the harness runs in threads; every callback takes the device spinlock
// through the kernel-style spin_lock/spin_unlock wrappers; module_exit frees the device after
// the harness has joined the callback threads.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
typedef struct { pthread_mutex_t m; } spinlock_t;
static void spin_lock_init(spinlock_t *l) { pthread_mutex_init(&l->m, NULL); }
static void spin_lock(spinlock_t *l) { pthread_mutex_lock(&l->m); }
static void spin_unlock(spinlock_t *l) { pthread_mutex_unlock(&l->m); }
struct my_dev {
  spinlock_t lock;
  int open_count;
  long stats[2];
};
struct file_operations {
  int (*open)(struct my_dev *);
  int (*release)(struct my_dev *);
};
static struct my_dev *the_dev;
static int my_open(struct my_dev *d) {
  spin_lock(&d->lock);
  d->open_count++;
  d->stats[0]++;
  spin_unlock(&d->lock);
  return 0;
}
static int my_release(struct my_dev *d) {
  spin_lock(&d->lock);
  d->open_count--;
  d->stats[1]++;
  spin_unlock(&d->lock);
  return 0;
}
static const struct file_operations my_fops = {.open = my_open, .release = my_release};
static int my_init(void) {
  the_dev = calloc(1, sizeof *the_dev);
  if (!the_dev) return -12;
  spin_lock_init(&the_dev->lock);
  return 0;
}
static void my_exit(void) {
  assert(the_dev->stats[0] == 2 && the_dev->stats[1] == 2);
  free(the_dev);
}
static void *user_thread(void *arg) {
  const struct file_operations *ops = arg;
  if (ops->open(the_dev) == 0) ops->release(the_dev);
  return NULL;
}
int main(void) {
  if (my_init() != 0) return 0;
  pthread_t t1, t2;
  pthread_create(&t1, NULL, user_thread, (void *)&my_fops);
  pthread_create(&t2, NULL, user_thread, (void *)&my_fops);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  my_exit();
  return 0;
}
