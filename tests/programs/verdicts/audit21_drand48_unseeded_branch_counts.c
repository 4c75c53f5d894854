// expect: none
// Unseeded drand48 starts from glibc's all-zero state (x = 0, a = 0x5DEECE66D, c = 0xB), so a
// program that never calls srand48 draws the same sequence in every real run: the first
// lrand48() is 0 (x1 = 0xB, 0xB >> 17 = 0), the second 2116118. A worker loops (first draw
// modulo 3) + 1 = 1 times, incrementing a counter under a lock that main reads under the lock
// before and after the join (gcc -O2, 20 runs: always right). Every execution must start from
// libc's fresh state: before audit21 the generator was libc's static, the second execution
// continued the first one's sequence, looped 3 times and braid reported `count == 1` failed
// with every algorithm (a false assertion; pop and sdpor also said "executions may differ").
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
