// expect: assertion
// complete: yes
// classes: 12
// rf-classes: 12
// A do-while poll of a flag under a mutex; the setter publishes the flag in its first
// critical section and the data in a third one, after an unrelated second one: the waiter
// can see the flag and the old data. (An await loop held by the runtime after an idle round,
// which QPOR's eager units on several workers may pin: docs/algorithms.md, "Eager split".)
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag, data, other;

static void *waiter(void *arg) {
  (void)arg;
  int f;
  do {
    pthread_mutex_lock(&m);
    f = flag;
    pthread_mutex_unlock(&m);
  } while (!f);
  pthread_mutex_lock(&m);
  assert(data == 7);
  pthread_mutex_unlock(&m);
  return 0;
}

static void *setter(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  flag = 1;
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  ++other;
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  data = 7;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t w, s;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&s, 0, setter, 0);
  pthread_join(w, 0);
  pthread_join(s, 0);
  return 0;
}
