// A publication in the wrong order behind a long deterministic prefix: main first builds a
// table of 1,200 entries (2,400 shared steps, no choice), then starts a publisher that sets
// its "ready" flag before the value it guards, and a reader that looks once. The reader must
// read the flag in the one-step window between the publisher's two stores; work on a shared
// counter before and after the window keeps the two threads' ends busy (POP varies the ends
// of executions first).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define PREFIX 1200
#define WORK 60
static atomic_int table[32];
static atomic_int ready = 0, value = 0, noise = 0;

static void* publisher(void* arg) {
  (void)arg;
  for (int k = 0; k < WORK / 3; k++) atomic_fetch_add(&noise, 1);
#ifndef CORRECT
  atomic_store(&ready, 1);
  atomic_store(&value, 42);
#else
  atomic_store(&value, 42);
  atomic_store(&ready, 1);
#endif
  for (int k = 0; k < WORK; k++) atomic_fetch_add(&noise, 1);
  return 0;
}

static void* reader(void* arg) {
  (void)arg;
  for (int k = 0; k < WORK / 4; k++) atomic_fetch_add(&noise, 1);
  if (atomic_load(&ready)) assert(atomic_load(&value) == 42);
  for (int k = 0; k < WORK; k++) atomic_fetch_add(&noise, 1);
  return 0;
}

int main(void) {
  for (int k = 0; k < PREFIX; k++) atomic_store(&table[k % 32], atomic_load(&table[(k * 5) % 32]) + k);
  pthread_t p, r;
  pthread_create(&r, 0, reader, 0);
  pthread_create(&p, 0, publisher, 0);
  pthread_join(p, 0);
  pthread_join(r, 0);
  return 0;
}
