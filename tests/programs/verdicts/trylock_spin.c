// expect: none
// classes: 4
// complete: yes
// A trylock spin (`while (pthread_mutex_trylock(&m) != 0) {}`): a failed attempt observed
// the mutex held and changed nothing, so the thread waits until it is released.
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int counter;

static void *worker(void *arg) {
  (void)arg;
  while (pthread_mutex_trylock(&m) != 0) {
  }
  counter++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
