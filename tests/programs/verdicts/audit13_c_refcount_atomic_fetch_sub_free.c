// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 6
// rf-classes: 6
// Reference counting: a heap blob shared by main and two threads, each dropping its
// reference with atomic_fetch_sub; whoever drops the last one frees it.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define REFCOUNT_T atomic_int
#define DECREMENT(b) atomic_fetch_sub(&(b)->refs, 1)
#define INIT(b) atomic_init(&(b)->refs, 3)
#include <stdatomic.h>
struct blob { REFCOUNT_T refs; int payload[4]; };
void put(struct blob *b) {
  if (DECREMENT(b) == 1) free(b);
}
void *user(void *arg) {
  struct blob *b = arg;
  int s = b->payload[0] + b->payload[3];
  put(b);
  return (void *)(long)s;
}
int main(void) {
  struct blob *b = malloc(sizeof *b);
  for (int i = 0; i < 4; i++) b->payload[i] = i;
  INIT(b);
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, user, b);
  put(b);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
