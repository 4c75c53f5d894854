// expect: data-race
// classes: 2
// rf-classes: 2
// ldv-races race-1 twin: the disconnect reads the field (unlocked) before joining the
// thread that writes it under the lock: a data race on shared_a.
#include <pthread.h>
#include <stdlib.h>
struct my_data { pthread_mutex_t lock; int shared_a; int shared_b; };
static pthread_t t1;
static int seen;
static void *thread_usb(void *arg) {
  struct my_data *data = arg;
  pthread_mutex_lock(&data->lock);
  data->shared_a = 1;
  pthread_mutex_unlock(&data->lock);
  return 0;
}
int main(void) {
  struct my_data *data = malloc(sizeof *data);
  if (!data) return 0;
  pthread_mutex_init(&data->lock, 0);
  data->shared_a = 0;
  pthread_create(&t1, 0, thread_usb, data);
  seen = data->shared_a;
  pthread_join(t1, 0);
  pthread_mutex_destroy(&data->lock);
  free(data);
  return seen > 1;
}
