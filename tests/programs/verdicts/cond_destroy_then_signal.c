// expect: misuse
// algos: dfs,sdpor,pop
// Shutdown destroys the condition variable while a producer may still signal it.
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready = PTHREAD_COND_INITIALIZER;
static int items;

static void *producer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  items++;
  pthread_cond_signal(&ready);
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_t p;
  pthread_create(&p, NULL, producer, NULL);
  pthread_cond_destroy(&ready);
  pthread_join(p, NULL);
  return items == 1 ? 0 : 1;
}
