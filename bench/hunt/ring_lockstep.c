// Strict alternation among three threads (a token ring without the token): each round a
// thread extends the streak only if the thread before it in the ring moved last. The
// streak reaches 3 * ROUNDS only when the threads take turns 0, 1, 2, 0, 1, 2, ... one
// iteration each, for every one of the 18 iterations.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define ROUNDS 6
static atomic_int last = 2;  // so thread 0 is expected first
static atomic_int streak = 0;

static void* member(void* arg) {
  const int id = (int)(long)arg;
  for (int r = 0; r < ROUNDS; r++) {
    if (atomic_load(&last) == (id + 2) % 3) atomic_fetch_add(&streak, 1);
    else atomic_store(&streak, 0);
    atomic_store(&last, id);
  }
  return 0;
}

int main(void) {
  pthread_t t[3];
  for (long id = 0; id < 3; id++) pthread_create(&t[id], 0, member, (void*)id);
  for (int id = 0; id < 3; id++) pthread_join(t[id], 0);
  assert(atomic_load(&streak) < 3 * ROUNDS);
  return 0;
}
