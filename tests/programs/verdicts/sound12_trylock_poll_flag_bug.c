// expect: assertion
// classes: 41
// rf-classes: 41
// A poller that never blocks: it trylocks the mutex, reads the flag when it got the lock, and
// retries otherwise. The setter takes the lock twice; the assertion says the poller never
// finds the mutex busy twice in a row, which a schedule breaks.
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag;
static void *poller(void *arg) {
  int busy_in_a_row = 0, done = 0;
  while (!done) {
    if (pthread_mutex_trylock(&m) == 0) {
      done = flag;
      pthread_mutex_unlock(&m);
      busy_in_a_row = 0;
    } else {
      ++busy_in_a_row;
      assert(busy_in_a_row < 2);
    }
  }
  return arg;
}
static void *setter(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  flag = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t p, s;
  pthread_create(&p, 0, poller, 0);
  pthread_create(&s, 0, setter, 0);
  pthread_join(p, 0);
  pthread_join(s, 0);
  return 0;
}
