// expect: data-race
// classes: 5
// rf-classes: 4
// The goblint twin where main updates field b holding field a's mutex: the two writes of b
// hold different mutexes and race. (The sum still comes out right in every interleaving of
// whole statements; the race is the bug.)
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
  pthread_mutex_lock(&dev.ma); dev.b++; pthread_mutex_unlock(&dev.ma);
  pthread_join(id, 0);
  return 0;
}
