// expect: assertion
// The multi-object wait gap with the wait polled under a mutex (lock, read two fields,
// unlock), in a loop of a helper: the bug needs the waiter to block with both fields clear
// and be woken by the second field's writer while the first is still clear.
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int ready, cancelled;
static int poll_state(void) {
  pthread_mutex_lock(&m);
  int s = ready ? 1 : cancelled ? 2 : 0;
  pthread_mutex_unlock(&m);
  return s;
}
void *waiter(void *arg) {
  int idle = 0, s;
  while ((s = poll_state()) == 0) idle++;
  assert(!(idle > 0 && s == 2));  // bug: blocked, then woken by the cancel
  return arg;
}
void *set_ready(void *arg) {
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
void *cancel(void *arg) {
  pthread_mutex_lock(&m);
  cancelled = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t w, p, q;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p, 0, set_ready, 0);
  pthread_create(&q, 0, cancel, 0);
  pthread_join(w, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  return 0;
}
