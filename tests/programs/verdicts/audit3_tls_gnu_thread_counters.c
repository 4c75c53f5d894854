// expect: none
// GNU __thread counters: each thread counts privately, then adds its count under a lock.
#include <pthread.h>
#include <assert.h>
static __thread int local_count;
static int global_count;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void tick(void) { local_count++; }
void *worker(void *arg) {
  for (int i = 0; i < 5; i++) tick();
  assert(local_count == 5);
  pthread_mutex_lock(&m);
  global_count += local_count;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  tick();
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(global_count == 10 && local_count == 1);
  return 0;
}
