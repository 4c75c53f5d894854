// expect: data-race, memory-error
// ldv style: module_exit runs while a callback thread can still be using the device (the
// harness joins only afterwards): the free races with the callback's accesses, and when it
// comes first the callback uses freed memory.
#include <pthread.h>
#include <stdlib.h>
typedef struct { pthread_mutex_t m; } spinlock_t;
static void spin_lock(spinlock_t *l) { pthread_mutex_lock(&l->m); }
static void spin_unlock(spinlock_t *l) { pthread_mutex_unlock(&l->m); }
struct my_dev { spinlock_t lock; int open_count; };
static struct my_dev *volatile the_dev;
static pthread_mutex_t registry = PTHREAD_MUTEX_INITIALIZER;
static struct my_dev *get_dev(void) {
  pthread_mutex_lock(&registry);
  struct my_dev *d = the_dev;
  pthread_mutex_unlock(&registry);
  return d;
}
static void *user_thread(void *arg) {
  struct my_dev *d = get_dev();
  spin_lock(&d->lock);
  d->open_count++;
  spin_unlock(&d->lock);
  return arg;
}
int main(void) {
  struct my_dev *d = calloc(1, sizeof *d);
  if (!d) return 0;
  pthread_mutex_init(&d->lock.m, NULL);
  the_dev = d;
  pthread_t t;
  pthread_create(&t, NULL, user_thread, NULL);
  free(d);   /* module_exit before the callback is done */
  pthread_join(t, NULL);
  return 0;
}
