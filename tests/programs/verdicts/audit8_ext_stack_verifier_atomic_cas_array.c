// expect: none
// algos: sdpor,pop,dc
// (not dfs: without reduction it does not finish within the time limit; not qpor, which does
// not model atomic operations or the synchronisation primitives used here)
// time-limit: 4
// pthread-ext 26_stack_cas style: an array stack whose top index is claimed with a
// __VERIFIER_atomic_CAS helper; three threads push their id (from a malloc'd argument), main
// pops everything after the joins and checks each id is there once.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#define N 3
static int stack[N];
static int top;
static int __VERIFIER_atomic_CAS(int *p, int expected, int desired) {
  if (*p != expected) return 0;
  *p = desired;
  return 1;
}
static int __VERIFIER_atomic_read_top(void) { return top; }
static void push(int v) {
  int t;
  do {
    t = __VERIFIER_atomic_read_top();
  } while (!__VERIFIER_atomic_CAS(&top, t, t + 1));
  stack[t] = v;
}
static void *pusher(void *arg) {
  int id = *(int *)arg;
  free(arg);
  push(id);
  return NULL;
}
int main(void) {
  pthread_t th[N];
  for (int i = 0; i < N; i++) {
    int *id = malloc(sizeof(int));
    if (!id) return 1;
    *id = i + 1;
    pthread_create(&th[i], NULL, pusher, id);
  }
  for (int i = 0; i < N; i++) pthread_join(th[i], NULL);
  int seen = 0;
  while (top > 0) seen |= 1 << stack[--top];
  assert(seen == 0xe);
  return 0;
}
