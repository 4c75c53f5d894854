// expect: assertion
// classes: 10
// algos: sdpor,pop,dc,qpor
// (DFS, with --count-classes, gave the classes count in 70-210 K executions, past the corpus's
// time limit.)
// A waiter reads two fields, each under its own mutex, once, then polls them until either is
// set. The assertion fails when the first read of `a` comes before set_a and set_b comes
// before the first read of `b`. Idle rounds are held by the runtime until a setter writes, so
// a clue whose first event is the next round's lock cannot be followed: QPOR's sleep-set-
// blocked run there left its D behind, and one worker explored 8 classes, 2 workers 8 or 9
// (branch qpar7, Qpor::backtrack); now 9 on any number (pop 10: DFS's key also orders a
// setter's write and a woken round's wake-up on the other mutex, which decides nothing).
#include <assert.h>
#include <pthread.h>
pthread_mutex_t ma = PTHREAD_MUTEX_INITIALIZER, mb = PTHREAD_MUTEX_INITIALIZER;
int a, b;
void *waiter(void *arg) {
  int seen_a, seen_b, first = 1;
  pthread_mutex_lock(&ma);
  seen_a = a;
  pthread_mutex_unlock(&ma);
  pthread_mutex_lock(&mb);
  seen_b = b;
  pthread_mutex_unlock(&mb);
  if (!seen_a && !seen_b) {
    first = 0;
    while (!seen_a && !seen_b) {
      pthread_mutex_lock(&ma);
      seen_a = a;
      pthread_mutex_unlock(&ma);
      pthread_mutex_lock(&mb);
      seen_b = b;
      pthread_mutex_unlock(&mb);
    }
  }
  assert(!(first && !seen_a && seen_b));
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
