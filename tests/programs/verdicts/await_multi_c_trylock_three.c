// expect: none
// classes: 3
// A round of trylocks on three mutexes: take all three or back off and retry. Blocked
// after a round that changed nothing, it waits for any of the three mutexes to change
// (its round observed each one free or held). The other thread takes two of them in order.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int counter;
static void take_all(void) {
  for (;;) {
    if (pthread_mutex_trylock(&m[0]) == 0) {
      if (pthread_mutex_trylock(&m[1]) == 0) {
        if (pthread_mutex_trylock(&m[2]) == 0) return;
        pthread_mutex_unlock(&m[1]);
      }
      pthread_mutex_unlock(&m[0]);
    }
  }
}
void *all_three(void *arg) {
  take_all();
  counter++;
  pthread_mutex_unlock(&m[2]);
  pthread_mutex_unlock(&m[1]);
  pthread_mutex_unlock(&m[0]);
  return arg;
}
void *two(void *arg) {
  pthread_mutex_lock(&m[1]);
  pthread_mutex_lock(&m[2]);
  counter++;
  pthread_mutex_unlock(&m[2]);
  pthread_mutex_unlock(&m[1]);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, all_three, 0);
  pthread_create(&b, 0, two, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
