// expect: none
// algos: pop,sdpor,dc
// A logger thread with a bounded queue: main makes stdout line buffered with setvbuf,
// two workers push one message each into a 1-slot queue (mutex, not_full / not_empty
// conditions), the logger pops two messages, prints each with printf and fflush()es
// stdout, and main joins everyone. Every message is printed once: the logger counts them.
// gcc -O2, 500 runs under taskset -c 0: 2 lines each time, no hang.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#define SLOTS 1
#define PER_WORKER 1
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t not_full = PTHREAD_COND_INITIALIZER, not_empty = PTHREAD_COND_INITIALIZER;
static int queue[SLOTS], head, count;
static void push(int message) {
  pthread_mutex_lock(&m);
  while (count == SLOTS) pthread_cond_wait(&not_full, &m);
  queue[(head + count) % SLOTS] = message;
  count++;
  pthread_cond_signal(&not_empty);
  pthread_mutex_unlock(&m);
}
static int pop(void) {
  pthread_mutex_lock(&m);
  while (count == 0) pthread_cond_wait(&not_empty, &m);
  int message = queue[head];
  head = (head + 1) % SLOTS;
  count--;
  pthread_cond_signal(&not_full);
  pthread_mutex_unlock(&m);
  return message;
}
static void *worker(void *arg) {
  int id = (int)(long)arg;
  for (int i = 0; i < PER_WORKER; i++) push(id * 10 + i);
  return 0;
}
static void *logger(void *arg) {
  (void)arg;
  int seen = 0;
  for (int i = 0; i < 2 * PER_WORKER; i++) {
    int message = pop();
    printf("log %d\n", message);
    fflush(stdout);
    seen |= 1 << ((message / 10 - 1) * PER_WORKER + message % 10);
  }
  assert(seen == (1 << 2 * PER_WORKER) - 1);
  return 0;
}
int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  pthread_t w1, w2, l;
  pthread_create(&l, 0, logger, 0);
  pthread_create(&w1, 0, worker, (void *)1L);
  pthread_create(&w2, 0, worker, (void *)2L);
  pthread_join(w1, 0);
  pthread_join(w2, 0);
  pthread_join(l, 0);
  return 0;
}
