// expect: none
// classes: 2
// The same bit-fields with one mutex for the word: no race, and both bits are set at the end.
#include <assert.h>
#include <pthread.h>
struct flags {
  unsigned dirty : 1;
  unsigned busy : 1;
  unsigned count : 6;
};
struct flags f;
pthread_mutex_t word_lock = PTHREAD_MUTEX_INITIALIZER;
void *marker(void *arg) {
  pthread_mutex_lock(&word_lock);
  f.dirty = 1;
  f.count++;
  pthread_mutex_unlock(&word_lock);
  return arg;
}
void *worker(void *arg) {
  pthread_mutex_lock(&word_lock);
  f.busy = 1;
  f.count++;
  pthread_mutex_unlock(&word_lock);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, marker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(f.dirty && f.busy && f.count == 2);
  return 0;
}
