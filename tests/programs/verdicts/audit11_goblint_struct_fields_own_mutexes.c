// expect: none
// classes: 3
// rf-classes: 3
// goblint-regression style: one struct, two fields, each guarded by its own mutex stored in
// the struct; the threads use both fields, each under the right mutex.
#include <pthread.h>
#include <assert.h>
struct device { pthread_mutex_t ma; int a; pthread_mutex_t mb; int b; };
struct device dev = {PTHREAD_MUTEX_INITIALIZER, 0, PTHREAD_MUTEX_INITIALIZER, 0};
void *t_fun(void *arg) {
  struct device *d = arg;
  pthread_mutex_lock(&d->ma); d->a++; pthread_mutex_unlock(&d->ma);
  pthread_mutex_lock(&d->mb); d->b += 2; pthread_mutex_unlock(&d->mb);
  return 0;
}
int main(void) {
  pthread_t id;
  pthread_create(&id, 0, t_fun, &dev);
  pthread_mutex_lock(&dev.mb); dev.b++; pthread_mutex_unlock(&dev.mb);
  pthread_mutex_lock(&dev.ma); dev.a += 3; pthread_mutex_unlock(&dev.ma);
  pthread_join(id, 0);
  assert(dev.a == 4 && dev.b == 3);
  return 0;
}
