// expect: data-race
// algos: dfs,sdpor,pop,dc,qpor
// classes: 36
// rf-classes: 16
// The reference count decremented with a plain read-modify-write: the decrements race, and
// a lost one leaves the blob never freed (a leak, which braid does not report by default;
// with three references no two threads can both see 1, so there is no double free).
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define REFCOUNT_T int
static int plain_decrement(int *r) { int old = *r; *r = old - 1; return old; }
#define DECREMENT(b) plain_decrement(&(b)->refs)
#define INIT(b) ((b)->refs = 3)
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
