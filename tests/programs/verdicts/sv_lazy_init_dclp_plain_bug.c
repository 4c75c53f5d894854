// expect: data-race
// Double-checked locking with a plain flag: the unlocked first check races with the write
// (under SC the value is still right, so no assertion fails: only the race is the bug).
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int ready;
int value;
int get(void) {
  if (!ready) {
    pthread_mutex_lock(&m);
    if (!ready) { value = 7; ready = 1; }
    pthread_mutex_unlock(&m);
  }
  return value;
}
void *worker(void *arg) { assert(get() == 7); return 0; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0); pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0); pthread_join(t2, 0);
  return 0;
}
