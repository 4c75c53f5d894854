// expect: data-race
// classes: 2
// rf-classes: 2
// The irq handler tests open_count before taking the device's spinlock.
#include <pthread.h>
typedef struct { pthread_spinlock_t s; } spinlock_t;
static void spin_lock(spinlock_t *l) { pthread_spin_lock(&l->s); }
static void spin_unlock(spinlock_t *l) { pthread_spin_unlock(&l->s); }
struct device { spinlock_t lock; int open_count; int pending; };
struct device the_dev;
void *open_thread(void *a) { struct device *d = a; spin_lock(&d->lock); d->open_count++; spin_unlock(&d->lock); return 0; }
void *irq_thread(void *a) { struct device *d = a; if (d->open_count) { spin_lock(&d->lock); d->pending++; spin_unlock(&d->lock); } return 0; }
int main(void) {
  pthread_spin_init(&the_dev.lock.s, 0);
  pthread_t t1, t2; pthread_create(&t1, 0, open_thread, &the_dev); pthread_create(&t2, 0, irq_thread, &the_dev);
  pthread_join(t1, 0); pthread_join(t2, 0);
  return 0;
}
