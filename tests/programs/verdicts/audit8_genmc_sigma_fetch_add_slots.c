// expect: none
// GenMC sigma style: each thread claims an array slot with fetch_add on a shared index and
// writes its id there; after the joins every slot holds a distinct id.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define N 3
static atomic_int next;
static int slots[N];
static void *claim(void *arg) {
  int i = atomic_fetch_add(&next, 1);
  slots[i] = (int)(long)arg;
  return NULL;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], NULL, claim, (void *)(i + 1));
  for (int i = 0; i < N; i++) pthread_join(t[i], NULL);
  assert(slots[0] + slots[1] + slots[2] == 6);
  assert(slots[0] != slots[1] && slots[1] != slots[2] && slots[0] != slots[2]);
  return 0;
}
