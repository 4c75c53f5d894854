// expect: none
// algos: sdpor,pop,qpor,dc
// Each worker does a long bounded local computation (200000 iterations, no shared access)
// before one locked update: a long loop is not a spin loop.
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
unsigned long total;
void *worker(void *arg) {
  unsigned long h = (unsigned long)arg;
  for (int i = 0; i < 200000; i++) h = h * 6364136223846793005UL + 1442695040888963407UL;
  pthread_mutex_lock(&m);
  total += h & 1;
  total += 1;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)1);
  pthread_create(&b, 0, worker, (void *)2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(total >= 2 && total <= 4);
  return 0;
}
