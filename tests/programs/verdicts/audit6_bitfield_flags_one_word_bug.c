// expect: data-race
// Two bit-fields in one word, each written by its own thread under its own mutex: the
// compiler writes the whole word, so the two updates race (and one can undo the other).
#include <pthread.h>
struct flags {
  unsigned dirty : 1;
  unsigned busy : 1;
};
struct flags f;
pthread_mutex_t dirty_lock = PTHREAD_MUTEX_INITIALIZER, busy_lock = PTHREAD_MUTEX_INITIALIZER;
void *marker(void *arg) {
  pthread_mutex_lock(&dirty_lock);
  f.dirty = 1;
  pthread_mutex_unlock(&dirty_lock);
  return arg;
}
void *worker(void *arg) {
  pthread_mutex_lock(&busy_lock);
  f.busy = 1;
  pthread_mutex_unlock(&busy_lock);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, marker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
