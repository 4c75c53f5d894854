// expect: none
// pthread_spin_* : one worker takes the spinlock, the other polls pthread_spin_trylock until
// it succeeds; both update a counter inside.
#include <assert.h>
#include <pthread.h>
pthread_spinlock_t s;
int counter;
void *locker(void *arg) {
  pthread_spin_lock(&s);
  counter += 1;
  pthread_spin_unlock(&s);
  return arg;
}
void *poller(void *arg) {
  while (pthread_spin_trylock(&s) != 0) {
  }
  counter += 10;
  pthread_spin_unlock(&s);
  return arg;
}
int main(void) {
  pthread_spin_init(&s, PTHREAD_PROCESS_PRIVATE);
  pthread_t a, b;
  pthread_create(&a, 0, locker, 0);
  pthread_create(&b, 0, poller, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_spin_destroy(&s);
  assert(counter == 11);
  return 0;
}
