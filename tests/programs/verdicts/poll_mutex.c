// expect: none
// complete: yes
// Polling a flag under a mutex: lock, read, unlock, until it is set. An iteration that
// found the flag clear changes nothing (the mutex is left as it was): an await iteration.
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag, data;

static void *waiter(void *arg) {
  (void)arg;
  for (;;) {
    pthread_mutex_lock(&m);
    int f = flag;
    pthread_mutex_unlock(&m);
    if (f) break;
  }
  assert(data == 42);
  return 0;
}

static void *setter(void *arg) {
  (void)arg;
  data = 42;
  pthread_mutex_lock(&m);
  flag = 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, waiter, 0);
  pthread_create(&b, 0, setter, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
