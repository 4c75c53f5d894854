// expect: none
// Polling under a mutex with a write-back (`lock; v = flag; flag = v; unlock`, the shape of
// code that "refreshes" a shared value while it waits): an iteration that finds flag 0
// changes nothing, so the loop is an await loop (no `bound`), and the setter's store under
// the same mutex cannot be undone.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int flag, data;
void *waiter(void *a) {
  for (;;) {
    pthread_mutex_lock(&m);
    int v = flag;
    flag = v;
    pthread_mutex_unlock(&m);
    if (v) break;
  }
  assert(data == 42);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, waiter, 0);
  data = 42;
  pthread_mutex_lock(&m);
  flag = 1;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
