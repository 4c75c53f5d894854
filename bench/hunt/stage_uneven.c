// Several specific context switches at specific points, at uneven paces: a writer publishes
// four stages after 18, 6, 22 and 10 steps of padding; a checker samples the stage four
// times after 6, 8, 7 and 5 steps of its own. The bug needs the checker to see exactly 1,
// 2, 3 and 4, one sample inside each stage: the checker must be held back and let go at
// four places whose spacing differs from stage to stage, so no constant ratio of the two
// threads' paces (nor one or two preemptions) fits all four windows.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static const int writer_pad[4] = {18, 6, 22, 10};
static const int checker_pad[4] = {6, 8, 7, 5};
static atomic_int stage = 0;
static atomic_int pad = 0;  // both threads pad on it: the orders of the pads are many

static void* writer(void* arg) {
  (void)arg;
  for (int s = 1; s <= 4; s++) {
    for (int k = 0; k < writer_pad[s - 1]; k++) atomic_fetch_add(&pad, 1);
    atomic_store(&stage, s);
  }
  return 0;
}

static void* checker(void* arg) {
  (void)arg;
  int seen[4];
  for (int s = 0; s < 4; s++) {
    for (int k = 0; k < checker_pad[s]; k++) atomic_fetch_add(&pad, 1);
    seen[s] = atomic_load(&stage);
  }
#ifndef CORRECT
  assert(!(seen[0] == 1 && seen[1] == 2 && seen[2] == 3 && seen[3] == 4));
#else
  assert(seen[0] <= seen[1] && seen[1] <= seen[2] && seen[2] <= seen[3]);
#endif
  return 0;
}

int main(void) {
  pthread_t w, c;
  pthread_create(&c, 0, checker, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(w, 0);
  pthread_join(c, 0);
  return 0;
}
