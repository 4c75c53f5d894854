// A rare order among eight threads: each takes an arrival ticket; the bug needs the last
// thread created to arrive first and the first two created to arrive last, in reverse
// (1 of 336 orders of the tickets; the threads' other work is a few shared updates).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define THREADS 8
static atomic_int tickets = 0;
static atomic_int arrived_as[THREADS];
static atomic_int noise = 0;

static void* worker(void* arg) {
  const int id = (int)(long)arg;
  atomic_fetch_add(&noise, id);
  atomic_store(&arrived_as[id], atomic_fetch_add(&tickets, 1));
  atomic_fetch_add(&noise, 1);
  return 0;
}

int main(void) {
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], 0, worker, (void*)i);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  const int last = THREADS - 1;
#ifndef CORRECT
  assert(!(atomic_load(&arrived_as[last]) == 0 && atomic_load(&arrived_as[0]) == last &&
           atomic_load(&arrived_as[1]) == last - 1));
#else
  assert(atomic_load(&tickets) == THREADS);
#endif
  return 0;
}
