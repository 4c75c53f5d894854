// expect: none
// complete: yes
// algos: dfs,sdpor,pop
// Two phases, each with a freshly initialised mutex, destroyed after the phase's join.
#include <assert.h>
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

static void phase(void) {
  pthread_mutex_init(&lock, NULL);
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_mutex_destroy(&lock);
}

int main(void) {
  phase();
  phase();
  assert(shared == 4);
  return 0;
}
