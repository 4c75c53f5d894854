// expect: assertion, data-race
// A buggy lock-free single-producer / single-consumer ring buffer whose sides retry through a
// call: `while (!push(v)) {}` (push reads both indexes and returns 0 when full). Every
// retry that finds the buffer unchanged is an await iteration, so exploration is finite, and the
// consumer can read the slot before the producer wrote it.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef SIZE
#define SIZE 1
#endif
#ifndef N
#define N 2
#endif

static int buf[SIZE];
static atomic_int head, tail;  // head: next slot to pop; tail: next slot to push

__attribute__((noinline)) static int push(int v) {
  int t = atomic_load(&tail);
  int h = atomic_load(&head);
  if (t - h == SIZE) return 0;  // full
  atomic_store(&tail, t + 1);  // BUG: the index is published before the slot is written
  buf[t % SIZE] = v;
  return 1;
}

__attribute__((noinline)) static int pop(int *v) {
  int h = atomic_load(&head);
  int t = atomic_load(&tail);
  if (t == h) return 0;  // empty
  *v = buf[h % SIZE];
  atomic_store(&head, h + 1);
  return 1;
}

static void *producer(void *arg) {
  (void)arg;
  for (int i = 1; i <= N; i++)
    while (!push(i)) {
    }
  return 0;
}

static void *consumer(void *arg) {
  (void)arg;
  for (int i = 1; i <= N; i++) {
    int v;
    while (!pop(&v)) {
    }
    assert(v == i);
  }
  return 0;
}

int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
