// expect: none
// classes: 1
// rf-classes: 1
// ldv-races race-1 style: a driver's probe starts a thread that fills a field of the heap
// device struct; the release function joins the thread before it reads the field and frees.
#include <pthread.h>
#include <stdlib.h>
extern void reach_error(void);
struct my_data { pthread_mutex_t lock; int shared_a; int shared_b; };
static pthread_t t1;
static void *thread_usb(void *arg) {
  struct my_data *data = arg;
  pthread_mutex_lock(&data->lock);
  data->shared_a = 1;
  data->shared_b = data->shared_b + 1;
  pthread_mutex_unlock(&data->lock);
  return 0;
}
static int my_drv_probe(struct my_data *data) {
  pthread_mutex_init(&data->lock, 0);
  data->shared_a = 0;
  data->shared_b = 0;
  return pthread_create(&t1, 0, thread_usb, data);
}
static void my_drv_disconnect(struct my_data *data) {
  pthread_join(t1, 0);
  if (data->shared_a != 1 || data->shared_b != 1) reach_error();
  pthread_mutex_destroy(&data->lock);
}
int main(void) {
  struct my_data *data = malloc(sizeof *data);
  if (!data) return 0;
  if (my_drv_probe(data) == 0) my_drv_disconnect(data);
  free(data);
  return 0;
}
