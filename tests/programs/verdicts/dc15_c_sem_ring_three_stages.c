// expect: none
// algos: sdpor,pop,dc
// rf-classes: 3
// (DFS left out of the corpus run: 36 260 executions, 6 Mazurkiewicz and 3 reads-from classes)
// Three threads pass a token around a ring of semaphores (t0 -> t1 -> t2 -> t0) twice; each
// adds its number to a running total when it holds the token, and a monitor variable is
// written by each stage outside the token. Threads share a semaphore with each neighbour: a
// cyclic architecture (docs/algorithms.md, "dc15").
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
static sem_t turn[3];
static int total;
static _Atomic int last_stage;
static void *stage(void *arg) {
  int me = (int)(long)arg;
  for (int round = 0; round < 2; ++round) {
    sem_wait(&turn[me]);
    total += me + 1;
    sem_post(&turn[(me + 1) % 3]);
  }
  last_stage = me;
  return 0;
}
int main(void) {
  for (int i = 0; i < 3; ++i) sem_init(&turn[i], 0, i == 0);
  pthread_t t[3];
  for (long i = 0; i < 3; ++i) pthread_create(&t[i], 0, stage, (void *)i);
  for (int i = 0; i < 3; ++i) pthread_join(t[i], 0);
  assert(total == 12);
  assert(last_stage >= 0 && last_stage < 3);
  return 0;
}
