// An order violation among five workers: a token is relayed from worker 1 to worker 5,
// each passing it on only if its predecessor already had it when it looked (after work of
// its own: 30, 24, 18, 12 and 6 steps for workers 1 to 5, created last to first). The
// relay reaches worker 5 only when the workers look in exactly the order 1, 2, 3, 4, 5:
// the opposite of the order their work and their creation favour (one order of 120 among
// the looks, each after a different amount of work; 24 more steps each after its look, so
// a depth-first search has their orders to go through first). The twin asserts only what always
// holds: a worker has the token only if its predecessor has it.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define WORKERS 5
static atomic_int has_token[WORKERS + 1] = {1};  // worker 0 is main: it has the token
static atomic_int work = 0;

static void* worker(void* arg) {
  const int id = (int)(long)arg;
  for (int k = 0; k < 6 * (WORKERS + 1 - id); k++) atomic_fetch_add(&work, 1);
  if (atomic_load(&has_token[id - 1])) atomic_store(&has_token[id], 1);
  for (int k = 0; k < 24; k++) atomic_fetch_add(&work, 1);  // more work after the look
  return 0;
}

int main(void) {
  pthread_t t[WORKERS + 1];
  for (int id = WORKERS; id >= 1; id--) pthread_create(&t[id], 0, worker, (void*)(long)id);
  for (int id = 1; id <= WORKERS; id++) pthread_join(t[id], 0);
#ifndef CORRECT
  assert(!atomic_load(&has_token[WORKERS]));
#else
  for (int id = 1; id <= WORKERS; id++) assert(!atomic_load(&has_token[id]) || atomic_load(&has_token[id - 1]));
#endif
  return 0;
}
