// expect: data-race, exit
// Thread-specific data whose destructor counts exits in a plain global: the destructors of
// two threads run at their exits, concurrently.
#include <pthread.h>
#include <stdlib.h>
static pthread_key_t key;
static int destroyed;
static void destroy(void *p) {
  free(p);
  destroyed++;
}
static void *worker(void *arg) {
  pthread_setspecific(key, malloc(8));
  return arg;
}
int main(void) {
  pthread_key_create(&key, destroy);
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  pthread_key_delete(key);
  return destroyed == 2 ? 0 : 1;
}
