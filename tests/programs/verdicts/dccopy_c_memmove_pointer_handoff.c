// expect: none
// algos: dfs,sdpor,pop,dc
// rf-classes: 6
// Two publishers each copy a pointer to their own target into a shared slot with memmove,
// under a mutex; main takes the slot under the mutex and writes through the pointer it
// found, if any. Every reads-from class of the pointer is explored, each once.
#include <assert.h>
#include <pthread.h>
#include <string.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int target_a, target_b;
int *published;
void *publisher(void *arg) {
  int *mine = arg;
  pthread_mutex_lock(&m);
  memmove(&published, &mine, sizeof published);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, publisher, &target_a);
  pthread_create(&b, 0, publisher, &target_b);
  pthread_mutex_lock(&m);
  int *seen;
  memcpy(&seen, &published, sizeof seen);
  pthread_mutex_unlock(&m);
  if (seen) *seen = 1;
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(target_a + target_b <= 1);
  return 0;
}
