// expect: assertion
// Each thread sets its bit with fetch_or and clears it with fetch_and, but the mask of the
// clear is written `bit` instead of `~bit`: it clears every other thread's bit.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_uint busy;
static void *node(void *arg) {
  unsigned bit = 1u << (long)arg;
  atomic_fetch_or(&busy, bit);
  assert(atomic_load(&busy) & bit);
  atomic_fetch_and(&busy, bit);   /* should be ~bit */
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, node, (void *)0);
  pthread_create(&b, NULL, node, (void *)1);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
