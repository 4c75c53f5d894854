// expect: none
// classes: 7
// A waiter polls two fields, each under its own mutex, until either is set: blocked after
// a round that found both clear, woken by either producer (a lock of either mutex).
// DFS: 7 classes. pop and dc explored 6: the lock race between the woken loop's lock of the
// first mutex and the other producer's put the wake-up before the write that woke it (a stale
// read); it now keeps that write before it (pop.cpp, lock_race_clock).
#include <assert.h>
#include <pthread.h>
pthread_mutex_t ma = PTHREAD_MUTEX_INITIALIZER, mb = PTHREAD_MUTEX_INITIALIZER;
int a, b;
void *waiter(void *arg) {
  int seen_a = 0, seen_b = 0;
  while (!seen_a && !seen_b) {
    pthread_mutex_lock(&ma);
    seen_a = a;
    pthread_mutex_unlock(&ma);
    pthread_mutex_lock(&mb);
    seen_b = b;
    pthread_mutex_unlock(&mb);
  }
  assert(seen_a == 1 || seen_b == 2);
  return arg;
}
void *set_a(void *arg) {
  pthread_mutex_lock(&ma);
  a = 1;
  pthread_mutex_unlock(&ma);
  return arg;
}
void *set_b(void *arg) {
  pthread_mutex_lock(&mb);
  b = 2;
  pthread_mutex_unlock(&mb);
  return arg;
}
int main(void) {
  pthread_t w, p, q;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p, 0, set_a, 0);
  pthread_create(&q, 0, set_b, 0);
  pthread_join(w, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  return 0;
}
