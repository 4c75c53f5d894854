// expect: none
// alloca and a VLA as per-thread scratch buffers (each thread's own stack); only the
// results are published, under a lock.
#include <alloca.h>
#include <assert.h>
#include <pthread.h>
#include <string.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int results[2];
void *worker(void *arg) {
  int id = (int)(long)arg;
  int n = 4 + id;
  int *scratch = alloca(n * sizeof *scratch);
  char name[n + 1];
  memset(name, 'a' + id, n);
  name[n] = 0;
  int s = 0;
  for (int i = 0; i < n; i++) {
    scratch[i] = i * (id + 1);
    s += scratch[i];
  }
  pthread_mutex_lock(&m);
  results[id] = s + (int)strlen(name);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  assert(results[0] == 6 + 4 && results[1] == 20 + 5);
  return 0;
}
