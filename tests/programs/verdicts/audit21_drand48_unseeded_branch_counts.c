// expect: none
// Unseeded drand48 starts from glibc's all-zero state (x = 0, a = 0x5DEECE66D, c = 0xB), so a
// program that never calls srand48 sees the same sequence in every real run: the first
// lrand48() is 0 (x1 = 0xB, 0xB >> 17 = 0) and the second 0x2ff07 / ... the same each time
// (gcc -O2: 100 of 100 runs print the same). A worker loops as many times as the first draw
// modulo 3 says (0 rounds) plus one, writing a counter under a lock, while main reads it under
// the lock after the join. Every execution must take the same path: braid must give each
// execution libc's fresh state, not the previous execution's.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int count;
static void *worker(void *arg) {
  long first = lrand48();
  int rounds = (int)(first % 3) + 1;
  for (int i = 0; i < rounds; ++i) {
    pthread_mutex_lock(&lock);
    ++count;
    pthread_mutex_unlock(&lock);
  }
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_mutex_lock(&lock);
  int seen = count;
  pthread_mutex_unlock(&lock);
  pthread_join(t, NULL);
  assert(seen <= 1);
  assert(count == 1);
  return 0;
}
