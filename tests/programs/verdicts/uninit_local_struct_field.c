// expect: memory-error
// complete: yes
// algos: dfs,sdpor,pop
// The summary's `max` field is never set before the worker publishes it.
#include <pthread.h>

struct summary {
  int count;
  int max;
};

static struct summary published;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  (void)arg;
  struct summary s;
  s.count = 3;
  pthread_mutex_lock(&lock);
  published.count = s.count;
  published.max = s.max;
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return published.count == 3 ? 0 : 1;
}
