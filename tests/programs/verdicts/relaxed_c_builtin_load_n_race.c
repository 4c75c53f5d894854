// expect: data-race
// GCC builtins: __atomic_store_n with __ATOMIC_RELEASE read by __atomic_load_n with
// __ATOMIC_RELAXED does not synchronise, so the payload read races.
#include <pthread.h>
#include <stdio.h>
int payload;
int ready;
void *producer(void *arg) {
  (void)arg;
  payload = 42;
  __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
  return NULL;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  if (__atomic_load_n(&ready, __ATOMIC_RELAXED)) printf("%d\n", payload);
  pthread_join(t, NULL);
  return 0;
}
