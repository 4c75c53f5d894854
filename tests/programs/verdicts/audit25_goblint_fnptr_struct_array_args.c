// expect: none
// algos: pop,sdpor,dc,qpor
// Goblint/ratcheting regression style: each thread gets its own element of an array of
// argument structs holding a function pointer and a pointer to a heap-allocated counter
// struct with its own mutex. Two threads share counter 0 (its mutex guards it), a third
// owns counter 1 alone. Every access to a shared field is under the mutex of the struct
// that holds it; the structs (and their mutexes) are freed only after every join. Natively
// (gcc -O0, 500 runs) the totals are always 3 and 5.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct counter {
  pthread_mutex_t lock;
  int value;
};

struct job {
  void (*apply)(struct counter*, int);
  struct counter* target;
  int amount;
};

static void add(struct counter* c, int n) {
  pthread_mutex_lock(&c->lock);
  c->value += n;
  pthread_mutex_unlock(&c->lock);
}

static void* run_job(void* arg) {
  struct job* j = arg;
  j->apply(j->target, j->amount);
  return NULL;
}

int main(void) {
  struct counter* counters[2];
  for (int i = 0; i < 2; ++i) {
    counters[i] = malloc(sizeof *counters[i]);
    pthread_mutex_init(&counters[i]->lock, NULL);
    counters[i]->value = 0;
  }
  struct job jobs[3] = {{add, NULL, 1}, {add, NULL, 2}, {add, NULL, 5}};
  jobs[0].target = counters[0];
  jobs[1].target = counters[0];
  jobs[2].target = counters[1];
  pthread_t t[3];
  for (int i = 0; i < 3; ++i) pthread_create(&t[i], NULL, run_job, &jobs[i]);
  for (int i = 0; i < 3; ++i) pthread_join(t[i], NULL);
  assert(counters[0]->value == 3);
  assert(counters[1]->value == 5);
  for (int i = 0; i < 2; ++i) {
    pthread_mutex_destroy(&counters[i]->lock);
    free(counters[i]);
  }
  return 0;
}
