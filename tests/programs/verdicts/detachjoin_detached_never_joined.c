// expect: none
// classes: 6
// Detached threads that are never joined: one detaches itself, main detaches the other,
// a third is joined. Detaches and joins of different threads are independent; nothing here
// misuses a join state.
#include <pthread.h>
#include <stdatomic.h>
static atomic_int count;
static void *self_detaching(void *arg) {
  pthread_detach(pthread_self());
  atomic_fetch_add(&count, 1);
  return arg;
}
static void *plain(void *arg) {
  atomic_fetch_add(&count, 1);
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, NULL, self_detaching, NULL);
  pthread_create(&b, NULL, plain, NULL);
  pthread_create(&c, NULL, plain, NULL);
  pthread_detach(b);
  pthread_join(c, NULL);
  return 0;
}
