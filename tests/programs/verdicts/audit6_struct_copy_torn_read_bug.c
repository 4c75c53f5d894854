// expect: data-race, assertion
// A writer keeps lo and hi equal under a mutex; a reader copies the struct without it and
// can see one field updated and not the other.
#include <assert.h>
#include <pthread.h>
struct pair {
  long lo, hi;
};
struct pair shared_pair;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *writer(void *arg) {
  pthread_mutex_lock(&m);
  shared_pair.lo = 5;
  shared_pair.hi = 5;
  pthread_mutex_unlock(&m);
  return arg;
}
void *reader(void *arg) {
  struct pair p = shared_pair;
  assert(p.lo == p.hi);
  return arg;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
