// expect: none
// algos: sdpor,pop,dc
// classes: 8
// A waiter polls three fields, each under its own mutex, until one is set; two setters set
// the second and the third, each under its mutex (the first is never set). Blocked after a
// round that found all three clear, woken by either write, its wake-up a lock of the first
// mutex (pop.cpp, lock_race_clock: the write that woke it stays before it).
// DFS: 8 classes (679 897 executions, 95 s); sdpor, pop and dc 8.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int field[3];
int poll(int i) {
  pthread_mutex_lock(&m[i]);
  int v = field[i];
  pthread_mutex_unlock(&m[i]);
  return v;
}
void *waiter(void *arg) {
  int seen = 0;
  while (!seen) seen = poll(0) | poll(1) | poll(2);
  assert(seen == 1 || seen == 2 || seen == 3);
  return arg;
}
void *setter(void *arg) {
  int i = (int)(long)arg;
  pthread_mutex_lock(&m[i]);
  field[i] = i;
  pthread_mutex_unlock(&m[i]);
  return arg;
}
int main(void) {
  pthread_t w, s[2];
  pthread_create(&w, 0, waiter, 0);
  for (long i = 1; i < 3; i++) pthread_create(&s[i - 1], 0, setter, (void *)i);
  pthread_join(w, 0);
  for (int i = 0; i < 2; i++) pthread_join(s[i], 0);
  return 0;
}
