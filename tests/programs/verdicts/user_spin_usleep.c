// expect: none
// Polling with a sleep between looks: `while (!done) usleep(100);` (time is not modelled:
// the sleep is a pause, and the loop waits for another thread like an await loop).
#include <pthread.h>
#include <unistd.h>
#include <stdatomic.h>
#include <assert.h>
static atomic_int done;
static int result;
static void *worker(void *arg) { result = 41 + 1; atomic_store(&done, 1); return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (!atomic_load(&done)) usleep(100);
  assert(result == 42);
  pthread_join(t, 0);
  return 0;
}
