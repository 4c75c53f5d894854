// expect: misuse
// complete: yes
// algos: dfs,sdpor,pop
// Cleanup destroys the mutex before waiting for the worker that still uses it.
#include <pthread.h>

static pthread_mutex_t lock;
static int shared;

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  shared++;
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_mutex_init(&lock, NULL);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_mutex_destroy(&lock);
  pthread_join(t, NULL);
  return 0;
}
