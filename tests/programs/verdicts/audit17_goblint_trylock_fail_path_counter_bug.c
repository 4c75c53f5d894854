// expect: data-race
// classes: 18
// rf-classes: 17
// Both workers' trylocks can fail while main holds the mutex: their miss counters race.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int g, misses;
void *t(void *a) {
  (void)a;
  if (pthread_mutex_trylock(&m) == 0) { g++; pthread_mutex_unlock(&m); }
  else misses++; /* both threads can miss? no: only if main holds m */
  return 0;
}
int main(void) {
  pthread_t a, b; pthread_create(&a, 0, t, 0); pthread_create(&b, 0, t, 0);
  pthread_mutex_lock(&m); g++; pthread_mutex_unlock(&m);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
