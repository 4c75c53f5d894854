// circular-buffer(N)  [POP]  benchmarks.md 2.1. braid's own implementation from the spec.
// A producer and a consumer pass N values through a 10-slot circular log, alternating by the
// flags `send` / `receive`. Every shared access is inside mutex m, so the Mazurkiewicz count
// is the number of orders of the 2N critical sections: C(2N, N).
// Expected: safe for N <= 9 (for N >= 10 one schedule makes the 10th remove fail).
#include <pthread.h>
#include <assert.h>
#include <stdbool.h>

#ifndef N
#define N 3
#endif
#define BUFFER_MAX 10

char buffer[BUFFER_MAX];
unsigned first, next;
int buffer_size;
bool send, receive;
int value;
pthread_mutex_t m;

static void init_log(int max) {
  buffer_size = max;
  next = 0;
  first = 0;
}

static int insert_log(int b) {
  if (next < buffer_size && buffer_size > 0) {
    buffer[next] = b;
    next = (next + 1) % buffer_size;
    assert(next < buffer_size);
    return b;
  }
  return -1;
}

static int remove_log(void) {
  unsigned f = first;  // the original asserts first >= 0 (always true for an unsigned)
  (void)f;
  if (next > 0 && first < buffer_size) {
    first++;
    return buffer[first - 1];
  }
  return -1;
}

static void *producer(void *arg) {
  for (int i = 0; i < N; i++) {
    pthread_mutex_lock(&m);
    if (send) {
      int r = insert_log(i);
      assert(r == i);
      value = i;
      send = false;
      receive = true;
    }
    pthread_mutex_unlock(&m);
  }
  return 0;
}

static void *consumer(void *arg) {
  for (int i = 0; i < N; i++) {
    pthread_mutex_lock(&m);
    if (receive) {
      int r = remove_log();
      assert(r == value);
      receive = false;
      send = true;
    }
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_mutex_init(&m, 0);
  init_log(BUFFER_MAX);
  send = true;
  receive = false;
  pthread_create(&t1, 0, producer, 0);
  pthread_create(&t2, 0, consumer, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
