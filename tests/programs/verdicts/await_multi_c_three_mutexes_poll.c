// expect: none
// algos: sdpor,pop,dc
// classes: 11
// A waiter polls three fields, each under its own mutex, until one is set; three setters,
// each under its mutex. Blocked after a round that found all three clear, woken by any
// setter's write, its wake-up a lock of the first mutex that may come before the first
// setter's (pop.cpp, lock_race_clock: the write that woke it stays before it).
// sdpor's 11 classes (DFS reaches 8 in 60 s without finishing); pop 13 executions for those 11
// classes before branch pop18 (2 redundant: two setters' unlocks before the wake-up in both
// orders), 11 after (before the fix 8 executions, 8 classes: 3 lost).
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int field[3];
void *waiter(void *arg) {
  int seen = 0;
  while (!seen) {
    for (int i = 0; i < 3 && !seen; i++) {
      pthread_mutex_lock(&m[i]);
      seen = field[i];
      pthread_mutex_unlock(&m[i]);
    }
  }
  assert(seen >= 1 && seen <= 3);
  return arg;
}
void *setter(void *arg) {
  int i = (int)(long)arg;
  pthread_mutex_lock(&m[i]);
  field[i] = i + 1;
  pthread_mutex_unlock(&m[i]);
  return arg;
}
int main(void) {
  pthread_t w, s[3];
  pthread_create(&w, 0, waiter, 0);
  for (long i = 0; i < 3; i++) pthread_create(&s[i], 0, setter, (void *)i);
  pthread_join(w, 0);
  for (int i = 0; i < 3; i++) pthread_join(s[i], 0);
  return 0;
}
