// A bug in one round of a long loop among four threads: a writer fills the current one of
// two buffers for 60 rounds and, in round 40 only, swaps them: it publishes the other
// buffer, flushes (3 steps), then scrubs the old one. Three readers each read 40 times:
// 4 steps of work, load the current buffer, then read from it. The bug needs a reader to
// load the old buffer just before the swap and read from it only after the scrub (held
// between two adjacent steps of its own while the writer runs five), in that one round of
// sixty. The twin never scrubs: readers then see old but whole data.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define ROUNDS 60
#define SWAP_ROUND 40
#define READS 40
static atomic_int buffer[2] = {1, 1};  // each buffer's content: nonzero while valid
static atomic_int current = 0;
static atomic_int flushed = 0, work = 0;

static void* writer(void* arg) {
  (void)arg;
  for (int r = 1; r <= ROUNDS; r++) {
    const int cur = atomic_load(&current);
    atomic_store(&buffer[cur], r);
    if (r == SWAP_ROUND) {
      atomic_store(&buffer[1 - cur], r);
      atomic_store(&current, 1 - cur);
      for (int k = 0; k < 3; k++) atomic_fetch_add(&flushed, 1);
#ifndef CORRECT
      atomic_store(&buffer[cur], 0);  // scrubs the buffer readers may still hold
#endif
    }
  }
  return 0;
}

static void* reader(void* arg) {
  (void)arg;
  for (int k = 0; k < READS; k++) {
    for (int j = 0; j < 4; j++) atomic_fetch_add(&work, 1);
    const int cur = atomic_load(&current);
    assert(atomic_load(&buffer[cur]) != 0);
  }
  return 0;
}

int main(void) {
  pthread_t w, r[3];
  for (int i = 0; i < 3; i++) pthread_create(&r[i], 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(w, 0);
  for (int i = 0; i < 3; i++) pthread_join(r[i], 0);
  return 0;
}
