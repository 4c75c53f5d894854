// expect: data-race
// algos: pop,sdpor,dc,qpor
// Goblint/ratcheting regression style: as audit25_goblint_fnptr_struct_array_args.c, but
// the function pointer of the second job locks the mutex of the OTHER heap struct
// (`lock_other`): counter 0 is written by job 0 under its own mutex and by job 1 under
// counter 1's mutex, so the two writes of counter 0's value are unordered: a data race.
// Natively the sum was right in 500 of 500 runs (the race needs an unlucky preemption); no
// assertion is made on it so the only bug is the race.
#include <pthread.h>
#include <stdlib.h>

struct counter {
  pthread_mutex_t lock;
  int value;
  struct counter* other;
};

struct job {
  void (*apply)(struct counter*, int);
  struct counter* target;
  int amount;
};

static void add_own(struct counter* c, int n) {
  pthread_mutex_lock(&c->lock);
  c->value += n;
  pthread_mutex_unlock(&c->lock);
}

static void add_lock_other(struct counter* c, int n) {
  pthread_mutex_lock(&c->other->lock);
  c->value += n;
  pthread_mutex_unlock(&c->other->lock);
}

static void* run_job(void* arg) {
  struct job* j = arg;
  j->apply(j->target, j->amount);
  return NULL;
}

int main(void) {
  struct counter* c0 = malloc(sizeof *c0);
  struct counter* c1 = malloc(sizeof *c1);
  pthread_mutex_init(&c0->lock, NULL);
  pthread_mutex_init(&c1->lock, NULL);
  c0->value = c1->value = 0;
  c0->other = c1;
  c1->other = c0;
  struct job jobs[2] = {{add_own, c0, 1}, {add_lock_other, c0, 2}};
  pthread_t t[2];
  for (int i = 0; i < 2; ++i) pthread_create(&t[i], NULL, run_job, &jobs[i]);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], NULL);
  int total = c0->value;
  pthread_mutex_destroy(&c0->lock);
  pthread_mutex_destroy(&c1->lock);
  free(c0);
  free(c1);
  (void)total;
  return 0;
}
