// expect: none
// classes: 2
// ldv-races style driver: the thread gets a pointer to an embedded member and recovers its
// container with container_of; every shared field is touched under the container's mutex.
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <assert.h>
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))
struct device { int id; };
struct my_data {
  pthread_mutex_t lock;
  struct device dev;
  struct { int a; int b; } shared;
};
void *my_callback(void *arg) {
  struct device *dev = (struct device *)arg;
  struct my_data *data = container_of(dev, struct my_data, dev);
  pthread_mutex_lock(&data->lock);
  data->shared.a = 1;
  data->shared.b = data->shared.b + 1;
  pthread_mutex_unlock(&data->lock);
  return 0;
}
pthread_t t1, t2;
int my_drv_probe(struct my_data *data) {
  struct device *d = &data->dev;
  pthread_mutex_init(&data->lock, NULL);
  data->shared.a = 0;
  data->shared.b = 0;
  if (pthread_create(&t1, NULL, my_callback, (void *)d)) return -1;
  if (pthread_create(&t2, NULL, my_callback, (void *)d)) return -1;
  return 0;
}
void my_drv_disconnect(struct my_data *data) {
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(data->shared.b == 2);
}
int main(void) {
  struct my_data *data = malloc(sizeof *data);
  if (!data) return 1;
  if (my_drv_probe(data) == 0) my_drv_disconnect(data);
  pthread_mutex_destroy(&data->lock);
  free(data);
  return 0;
}
