// expect: assertion
// rf-classes: 5
// A waiter that checks its predicate with `if` instead of `while`: the notifier signals (for
// an unrelated reason) before it publishes the value, so the waiter can wake, find the value
// still unset and fail. DC-DPOR finds it natively (condition variables: two locations).
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
int value;
void *reader(void *arg) {
  pthread_mutex_lock(&m);
  if (value == 0) pthread_cond_wait(&changed, &m);
  assert(value == 42);
  pthread_mutex_unlock(&m);
  return 0;
}
void *writer(void *arg) {
  pthread_mutex_lock(&m);
  pthread_cond_signal(&changed);  // too early: nothing changed yet
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  value = 42;
  pthread_cond_signal(&changed);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t r, w;
  pthread_create(&r, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(r, 0);
  pthread_join(w, 0);
  return 0;
}
