// expect: data-race
// classes: 4
// rf-classes: 3
// Every thread's pthread_setspecific value points at one shared int.
#include <pthread.h>
#include <stdlib.h>
pthread_key_t key;
int shared_counter;
void *w(void *a) {
  (void)a;
  pthread_setspecific(key, &shared_counter); /* every thread's "private" value points at one int */
  int *mine = pthread_getspecific(key);
  (*mine)++;
  return 0;
}
int main(void) {
  pthread_key_create(&key, 0);
  pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
