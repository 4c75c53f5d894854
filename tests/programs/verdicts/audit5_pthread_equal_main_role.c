// expect: none
// classes: 1
// A helper shared by main and a worker decides its role with pthread_equal(pthread_self(),
// main_thread): only the worker publishes, only main consumes (after the join).
#include <pthread.h>
#include <assert.h>
static pthread_t main_thread;
static int published;
static void step(void) {
  if (pthread_equal(pthread_self(), main_thread)) {
    assert(published == 7);
  } else {
    published = 7;
  }
}
static void *worker(void *arg) { step(); return arg; }
int main(void) {
  pthread_t t;
  main_thread = pthread_self();
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  step();
  return 0;
}
