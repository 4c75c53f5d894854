// expect: none
// classes: 15
// spincycle_c_trylock_alternating.c with the other thread locking in the same order as the
// alternating thread's first attempt: while it holds m[0] only, the alternating thread's
// round is a failed try of m[0], then m[1] taken, m[0] failed, m[1] released. DFS counted 17
// while every DPOR algorithm explored 15: a round woken at its latch (m[1] taken by the other
// thread before the round's last step) stayed enabled after m[1] was released again, so an
// idle round ran there, which the same round blocked a step later could not. Now the loop is
// blocked again once the values it observed are back (docs/runtime.md, "Spin loops"): 15.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
int counter;
void lock_both(void) {
  int i = 0;
  for (;;) {
    if (pthread_mutex_trylock(&m[i]) == 0) {
      if (pthread_mutex_trylock(&m[1 - i]) == 0) return;
      pthread_mutex_unlock(&m[i]);
    }
    i = 1 - i;
  }
}
void *alternating(void *arg) {
  lock_both();
  counter++;
  pthread_mutex_unlock(&m[1]);
  pthread_mutex_unlock(&m[0]);
  return arg;
}
void *ordered(void *arg) {
  pthread_mutex_lock(&m[0]);
  pthread_mutex_lock(&m[1]);
  counter++;
  pthread_mutex_unlock(&m[1]);
  pthread_mutex_unlock(&m[0]);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, alternating, 0);
  pthread_create(&b, 0, ordered, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
