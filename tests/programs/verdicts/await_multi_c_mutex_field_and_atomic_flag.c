// expect: none
// classes: 7
// A waiter polls a field under a mutex and an atomic flag read without a lock; one thread
// sets the flag, another locks the mutex to set the field. Woken by the flag, the loop's
// wake-up is a lock of the mutex that may come before the other thread's.
// DFS: 7 classes; sdpor, pop and dc 7.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int field;
atomic_int flag;
void *waiter(void *arg) {
  int seen_field = 0, seen_flag = 0;
  while (!seen_field && !seen_flag) {
    pthread_mutex_lock(&m);
    seen_field = field;
    pthread_mutex_unlock(&m);
    seen_flag = atomic_load(&flag);
  }
  assert(seen_field == 1 || seen_flag == 1);
  return arg;
}
void *set_flag(void *arg) {
  atomic_store(&flag, 1);
  return arg;
}
void *set_field(void *arg) {
  pthread_mutex_lock(&m);
  field = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t w, p, q;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&p, 0, set_flag, 0);
  pthread_create(&q, 0, set_field, 0);
  pthread_join(w, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  return 0;
}
