// A bug needing three preemptions: a writer publishes three stages, each after 24 steps of
// padding; a checker samples the stage three times, each after only 8 steps of its own. The
// bug needs the checker to see exactly stage 1, then exactly stage 2, then stage 3, so the
// checker must be held back three times at the right places (running the two in lockstep,
// or one after the other, sees 0,0,1 or 3,3,3 or 0,0,0).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define WRITER_PAD 24
#define CHECKER_PAD 8
static atomic_int stage = 0;
static atomic_int pad = 0;  // both threads pad on it: the orders of the pads are many

static void* writer(void* arg) {
  (void)arg;
  for (int s = 1; s <= 3; s++) {
    for (int k = 0; k < WRITER_PAD; k++) atomic_fetch_add(&pad, 1);
    atomic_store(&stage, s);
  }
  return 0;
}

static void* checker(void* arg) {
  (void)arg;
  int seen[3];
  for (int s = 0; s < 3; s++) {
    for (int k = 0; k < CHECKER_PAD; k++) atomic_fetch_add(&pad, 1);
    seen[s] = atomic_load(&stage);
  }
#ifndef CORRECT
  assert(!(seen[0] == 1 && seen[1] == 2 && seen[2] == 3));
#else
  assert(seen[0] <= seen[1] && seen[1] <= seen[2]);
#endif
  return 0;
}

int main(void) {
  pthread_t w, c;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&c, 0, checker, 0);
  pthread_join(w, 0);
  pthread_join(c, 0);
  return 0;
}
