// expect: none
// algos: sdpor,pop,dc
// time-limit: 20
// (20 s: dc explores its condition variables natively, about 8x pop's CPU time: docs/benchmarks.md, "dc: condition variables native")
// A work queue: main pushes two items and then sets `done`; two consumers take items under
// the mutex, waiting on a condition variable in a while loop that re-checks the state.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define WAIT_LOOP while
#define CAP 4
int queue[CAP], head, count, done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t nonempty = PTHREAD_COND_INITIALIZER;
int taken[2];
void *consumer(void *arg) {
  int id = (int)(long)arg;
  for (;;) {
    pthread_mutex_lock(&m);
    WAIT_LOOP (count == 0 && !done) pthread_cond_wait(&nonempty, &m);
    if (count == 0 && done) { pthread_mutex_unlock(&m); break; }
    assert(count > 0);
    int item = queue[head];
    head = (head + 1) % CAP;
    count--;
    pthread_mutex_unlock(&m);
    taken[id] += item;
  }
  return 0;
}
int main(void) {
  pthread_t c[2];
  for (long i = 0; i < 2; i++) pthread_create(&c[i], 0, consumer, (void *)i);
  for (int v = 1; v <= 2; v++) {
    pthread_mutex_lock(&m);
    queue[(head + count) % CAP] = v;
    count++;
    pthread_cond_signal(&nonempty);
    pthread_mutex_unlock(&m);
  }
  pthread_mutex_lock(&m);
  done = 1;
  pthread_cond_broadcast(&nonempty);
  pthread_mutex_unlock(&m);
  for (int i = 0; i < 2; i++) pthread_join(c[i], 0);
  assert(taken[0] + taken[1] == 3);
  return 0;
}
