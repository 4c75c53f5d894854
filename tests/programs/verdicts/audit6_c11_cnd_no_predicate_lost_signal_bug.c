// expect: deadlock
// C11 condition variable used without a predicate: if the signal comes before the wait,
// it is lost and the waiter blocks for ever.
#include <threads.h>
mtx_t m;
cnd_t cv;
int waiter(void *arg) {
  (void)arg;
  mtx_lock(&m);
  cnd_wait(&cv, &m);
  mtx_unlock(&m);
  return 0;
}
int signaller(void *arg) {
  (void)arg;
  mtx_lock(&m);
  cnd_signal(&cv);
  mtx_unlock(&m);
  return 0;
}
int main(void) {
  mtx_init(&m, mtx_plain);
  cnd_init(&cv);
  thrd_t w, s;
  thrd_create(&w, waiter, 0);
  thrd_create(&s, signaller, 0);
  thrd_join(w, 0);
  thrd_join(s, 0);
  return 0;
}
