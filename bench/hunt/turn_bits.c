// Strict alternation over many rounds, through a mutex: two threads append one bit each to
// a shared word under a lock, 12 rounds each, so the word records the exact order of all
// 24 critical sections. The bug needs the two threads to take the lock in strict turns
// for all 24 sections (either may start): 2 of the C(24,12) = 2,704,156 orders.
#include <assert.h>
#include <pthread.h>

#define ROUNDS 12
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned word = 1;  // a leading 1 marks where the bits start

static void* appender(void* arg) {
  const unsigned bit = (unsigned)(long)arg;
  for (int k = 0; k < ROUNDS; k++) {
    pthread_mutex_lock(&lock);
    word = (word << 1) | bit;
    pthread_mutex_unlock(&lock);
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, appender, (void*)0L);
  pthread_create(&b, 0, appender, (void*)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  // 1 followed by 0101...01 or 1010...10 (24 bits).
  const unsigned alternating = 0x1555555u, alternating_other = 0x1aaaaaau;
#ifndef CORRECT
  assert(word != alternating && word != alternating_other);
#else
  assert(word >= (1u << (2 * ROUNDS)) && word < (1u << (2 * ROUNDS + 1)));
#endif
  return 0;
}
