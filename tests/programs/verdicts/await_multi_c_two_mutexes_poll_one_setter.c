// expect: none
// algos: sdpor,pop,dc
// classes: 27
// A waiter polls two fields, each under its own mutex, until both are set; one thread sets
// the second field, then the first, each under its mutex. The loop blocks after a round
// that found a field clear and is woken by a write under either mutex.
// sdpor's 27 classes (DFS reaches 27 in 60 s without finishing); pop and dc 27.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t ma = PTHREAD_MUTEX_INITIALIZER, mb = PTHREAD_MUTEX_INITIALIZER;
int a, b;
void *waiter(void *arg) {
  int seen_a = 0, seen_b = 0;
  while (!seen_a || !seen_b) {
    pthread_mutex_lock(&ma);
    seen_a = a;
    pthread_mutex_unlock(&ma);
    pthread_mutex_lock(&mb);
    seen_b = b;
    pthread_mutex_unlock(&mb);
  }
  return arg;
}
void *setter(void *arg) {
  pthread_mutex_lock(&mb);
  b = 1;
  pthread_mutex_unlock(&mb);
  pthread_mutex_lock(&ma);
  a = 1;
  pthread_mutex_unlock(&ma);
  return arg;
}
void *reader(void *arg) {
  pthread_mutex_lock(&ma);
  int seen = a;
  pthread_mutex_unlock(&ma);
  return (void *)(long)seen;
}
int main(void) {
  pthread_t w, s, r;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&s, 0, setter, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(s, 0);
  pthread_join(r, 0);
  return 0;
}
