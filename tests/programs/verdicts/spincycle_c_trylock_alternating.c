// expect: none
// classes: 25
// A hand-written deadlock-avoiding acquisition of two mutexes (the shape of std::lock):
// try the one, then the other; on failure release and start with the other one. While the
// other thread holds both, the index alternates and every attempt fails: a round of two
// iterations that changed nothing, blocked until a mutex is released. DFS: 25 classes with
// a blocked round standing for both mutexes (27 while a round woken at its latch stayed
// enabled after the mutexes were back as it had observed them, an idle round more; 23 with
// the old key); pop, sdpor and dc 25.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int counter;
void lock_both(void) {
  int i = 0;
  for (;;) {
    if (pthread_mutex_trylock(&m[i]) == 0) {
      if (pthread_mutex_trylock(&m[1 - i]) == 0) return;
      pthread_mutex_unlock(&m[i]);
    }
    i = 1 - i;
  }
}
void *alternating(void *arg) {
  lock_both();
  counter++;
  pthread_mutex_unlock(&m[1]);
  pthread_mutex_unlock(&m[0]);
  return arg;
}
void *ordered(void *arg) {
  pthread_mutex_lock(&m[1]);
  pthread_mutex_lock(&m[0]);
  counter++;
  pthread_mutex_unlock(&m[0]);
  pthread_mutex_unlock(&m[1]);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, ordered, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
