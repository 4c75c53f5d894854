// expect: assertion
// Nidhugg airline as the original: an agent checks that seats remain, then decrements (two
// atomic steps); three agents can sell three of two seats.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int remaining = 2;
static atomic_int sold;
static void *agent(void *arg) {
  if (atomic_load(&remaining) > 0) {
    atomic_fetch_sub(&remaining, 1);
    atomic_fetch_add(&sold, 1);
  }
  return arg;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, agent, NULL);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  assert(atomic_load(&sold) <= 2);
  return 0;
}
