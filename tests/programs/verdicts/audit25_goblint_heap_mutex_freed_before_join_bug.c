// expect: data-race, memory-error, misuse
// algos: pop,sdpor,dc,dfs
// Goblint style: a heap struct holds a mutex and a counter; the worker locks it through a
// pointer in its argument struct; main frees the struct after joining only the FIRST of
// two workers (the second's join comes after the free): the second worker may lock the
// destroyed, freed mutex and bump the freed counter (misuse and use after free; the free is
// a write unordered with the worker's accesses: a data race), or still hold the mutex when
// main destroys it (misuse). Natively this did not crash in 500 runs (glibc keeps the freed
// chunk mapped); a model checker must find the interleaving.
#include <pthread.h>
#include <stdlib.h>

struct shared {
  pthread_mutex_t lock;
  int hits;
};

struct arg {
  struct shared* s;
};

static void* worker(void* p) {
  struct arg* a = p;
  pthread_mutex_lock(&a->s->lock);
  a->s->hits++;
  pthread_mutex_unlock(&a->s->lock);
  return NULL;
}

int main(void) {
  struct shared* s = malloc(sizeof *s);
  pthread_mutex_init(&s->lock, NULL);
  s->hits = 0;
  struct arg args[2] = {{s}, {s}};
  pthread_t t[2];
  for (int i = 0; i < 2; ++i) pthread_create(&t[i], NULL, worker, &args[i]);
  pthread_join(t[0], NULL);
  pthread_mutex_destroy(&s->lock);
  free(s);
  pthread_join(t[1], NULL);
  return 0;
}
