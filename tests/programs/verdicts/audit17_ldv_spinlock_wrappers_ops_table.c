// expect: none
// classes: 2
// rf-classes: 2
// ldv-races style: a device with a const ops table of callbacks and spin_lock wrappers.
#include <pthread.h>
#include <assert.h>
typedef struct { pthread_spinlock_t s; } spinlock_t;
static void spin_lock(spinlock_t *l) { pthread_spin_lock(&l->s); }
static void spin_unlock(spinlock_t *l) { pthread_spin_unlock(&l->s); }
struct dev_ops { int (*open)(void *); int (*irq)(void *); };
struct device { spinlock_t lock; int open_count; int pending; const struct dev_ops *ops; };
static int dev_open(void *d) { struct device *dev = d; spin_lock(&dev->lock); dev->open_count++; spin_unlock(&dev->lock); return 0; }
static int dev_irq(void *d) { struct device *dev = d; spin_lock(&dev->lock); if (dev->open_count) dev->pending++; spin_unlock(&dev->lock); return 1; }
static const struct dev_ops ops = {dev_open, dev_irq};
struct device the_dev;
void *open_thread(void *a) { the_dev.ops->open(a); return 0; }
void *irq_thread(void *a) { the_dev.ops->irq(a); return 0; }
int main(void) {
  pthread_spin_init(&the_dev.lock.s, PTHREAD_PROCESS_PRIVATE); the_dev.ops = &ops;
  pthread_t t1, t2; pthread_create(&t1, 0, open_thread, &the_dev); pthread_create(&t2, 0, irq_thread, &the_dev);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(the_dev.pending <= the_dev.open_count);
  return 0;
}
