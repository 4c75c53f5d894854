// expect: assertion
// complete: yes
// Polling a flag under a mutex, but the setter publishes the flag before the data (both
// under the mutex, in two critical sections): the waiter can see the flag and old data.
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag, data;

static int ready(void) {
  pthread_mutex_lock(&m);
  int f = flag;
  pthread_mutex_unlock(&m);
  return f;
}

static void *waiter(void *arg) {
  (void)arg;
  while (!ready()) {
  }
  pthread_mutex_lock(&m);
  assert(data == 42);
  pthread_mutex_unlock(&m);
  return 0;
}

static void *setter(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  flag = 1;
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  data = 42;
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
