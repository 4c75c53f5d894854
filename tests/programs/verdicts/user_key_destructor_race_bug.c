// expect: data-race, assertion
// The same per-thread flush without the mutex: the destructors' updates of the total race.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
static pthread_key_t key;
static int total;
static void flush(void *p) { total += *(int *)p; free(p); }
static void *worker(void *arg) {
  int *count = malloc(sizeof *count);
  *count = (int)(long)arg;
  pthread_setspecific(key, count);
  return 0;
}
int main(void) {
  pthread_key_create(&key, flush);
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, (void *)(i + 1));
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(total == 3);
  return 0;
}
