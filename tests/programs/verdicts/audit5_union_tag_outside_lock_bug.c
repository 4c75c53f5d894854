// expect: data-race, assertion
// The writer sets the tag before filling the union member, and outside the lock: a reader
// that sees the new tag can read the member before it is written.
#include <pthread.h>
#include <assert.h>
struct msg { int tag; union { long n; double d; } u; };
struct msg box = { 0, { 0 } };
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *writer(void *arg) {
  box.tag = 1;
  pthread_mutex_lock(&m);
  box.u.n = 7;
  pthread_mutex_unlock(&m);
  return arg;
}
void *reader(void *arg) {
  if (box.tag == 1) {
    pthread_mutex_lock(&m);
    assert(box.u.n == 7);
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
