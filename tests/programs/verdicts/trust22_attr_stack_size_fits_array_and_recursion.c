// expect: none
// classes: 2
// Two workers with a 256 KiB stack each (one attribute object) use a 64 KiB local array and
// recurse 100 frames of about 300 bytes: well inside the size they asked for, so no overflow,
// while they race (in order, under a mutex) on a shared sum.
#include <assert.h>
#include <pthread.h>
#include <string.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static long sum;
static long descend(int depth) {
  volatile char frame[256];
  frame[depth % 256] = (char)depth;
  return depth == 0 ? 0 : descend(depth - 1) + 1;
}
static void *worker(void *arg) {
  char scratch[64 * 1024];
  memset(scratch, 1, sizeof scratch);
  long mine = descend(100) + scratch[sizeof scratch - 1] + (long)arg;
  pthread_mutex_lock(&lock);
  sum += mine;
  pthread_mutex_unlock(&lock);
  return 0;
}
int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 256 * 1024);
  pthread_t a, b;
  pthread_create(&a, &attr, worker, (void *)1L);
  pthread_create(&b, &attr, worker, (void *)2L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_attr_destroy(&attr);
  assert(sum == 101 + 101 + 3);
  return 0;
}
