// expect: data-race
// ldv-races race-2 shape: probe keeps initialising a shared field after the threads are
// started, without the lock the callbacks take.
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))
struct device { int id; };
struct my_data {
  pthread_mutex_t lock;
  struct device dev;
  struct { int a; int b; } shared;
};
void *my_callback(void *arg) {
  struct my_data *data = container_of((struct device *)arg, struct my_data, dev);
  pthread_mutex_lock(&data->lock);
  data->shared.a = 1;
  data->shared.b = data->shared.b + 1;
  pthread_mutex_unlock(&data->lock);
  return 0;
}
int main(void) {
  struct my_data *data = malloc(sizeof *data);
  pthread_t t1, t2;
  if (!data) return 1;
  pthread_mutex_init(&data->lock, NULL);
  data->shared.a = 0;
  pthread_create(&t1, NULL, my_callback, &data->dev);
  pthread_create(&t2, NULL, my_callback, &data->dev);
  data->shared.b = 0;
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  free(data);
  return 0;
}
