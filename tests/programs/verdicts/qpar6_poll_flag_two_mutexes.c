// expect: none
// complete: yes
// classes: 2
// rf-classes: 2
// A waiter polls a flag under mutex a while a worker does two critical sections on mutex b
// and then sets the flag under a; the waiter then reads the worker's result under b. An
// await loop held by the runtime after an idle round (QPOR's eager units on several workers
// may pin its next lock: docs/algorithms.md, "Eager split").
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
static int flag, result;

static void *waiter(void *arg) {
  (void)arg;
  for (;;) {
    pthread_mutex_lock(&a);
    const int f = flag;
    pthread_mutex_unlock(&a);
    if (f) break;
  }
  pthread_mutex_lock(&b);
  assert(result == 2);
  pthread_mutex_unlock(&b);
  return 0;
}

static void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; ++i) {
    pthread_mutex_lock(&b);
    ++result;
    pthread_mutex_unlock(&b);
  }
  pthread_mutex_lock(&a);
  flag = 1;
  pthread_mutex_unlock(&a);
  return 0;
}

int main(void) {
  pthread_t w, k;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&k, 0, worker, 0);
  pthread_join(w, 0);
  pthread_join(k, 0);
  return 0;
}
