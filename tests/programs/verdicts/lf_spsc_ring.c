// expect: none
// algos: sdpor,pop,dc
// (dfs needs over 100,000 executions here: longer than the corpus runner's 2 s budget)
// A lock-free single-producer/single-consumer ring buffer; both sides retry through a call
// (`while (!push(v)) {}`): the retry loops only read shared memory, so they are await loops.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#define SIZE 2
int buffer[SIZE];
atomic_int head, tail;  /* head: next to read; tail: next to write */
int push(int v) {
  int t = atomic_load(&tail), h = atomic_load(&head);
  if (t - h == SIZE) return 0;  /* full */
  buffer[t % SIZE] = v;
  atomic_store(&tail, t + 1);
  return 1;
}
int pop(int *v) {
  int h = atomic_load(&head), t = atomic_load(&tail);
  if (h == t) return 0;  /* empty */
  *v = buffer[h % SIZE];
  atomic_store(&head, h + 1);
  return 1;
}
void *producer(void *arg) {
  for (int i = 1; i <= 3; i++) while (!push(i)) {}
  return 0;
}
void *consumer(void *arg) {
  for (int i = 1; i <= 3; i++) { int v; while (!pop(&v)) {} assert(v == i); }
  return 0;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0); pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0); pthread_join(c, 0);
  return 0;
}
