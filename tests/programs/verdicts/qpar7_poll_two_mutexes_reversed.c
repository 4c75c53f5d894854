// expect: none
// classes: 11
// algos: sdpor,pop,dc,qpor
// (DFS, with --count-classes, gave the classes count in 70-210 K executions, past the corpus's
// time limit.)
// A waiter polls two fields, each under its own mutex, second mutex first, until both are
// set; the setters are created in the other order. Each idle round is held by the runtime
// until a setter writes, so a clue whose first event is the next round's lock cannot be
// followed; the sleep-set-blocked run that makes must not leave its D behind (branch qpar7,
// Qpor::backtrack). QPOR: 10 executions on 1, 2 and 4 workers (9 on one worker before);
// pop and DFS 11, whose key also orders a setter's write and a woken round's wake-up.
#include <pthread.h>
pthread_mutex_t ma = PTHREAD_MUTEX_INITIALIZER, mb = PTHREAD_MUTEX_INITIALIZER;
int a, b;
void *waiter(void *arg) {
  int seen_a = 0, seen_b = 0;
  while (!seen_a || !seen_b) {
    pthread_mutex_lock(&mb);
    seen_b = b;
    pthread_mutex_unlock(&mb);
    pthread_mutex_lock(&ma);
    seen_a = a;
    pthread_mutex_unlock(&ma);
  }
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
  b = 1;
  pthread_mutex_unlock(&mb);
  return arg;
}
int main(void) {
  pthread_t w, p, q;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&q, 0, set_b, 0);
  pthread_create(&p, 0, set_a, 0);
  pthread_join(w, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  return 0;
}
