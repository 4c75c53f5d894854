// expect: none
// algos: sdpor,pop,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit; qpor refuses the
// program's atomics or condition variables.)
// GenMC test style: a Michael-Scott queue over a static node pool with release/acquire
// orders (the node's value is a plain int, published by the release CAS that links the node
// and read after the acquire load of the link). Two threads enqueue one value each while a
// third dequeues once; main dequeues the rest and checks every value comes out once.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#ifndef LINK_ORDER
#define LINK_ORDER memory_order_release
#endif
struct node { _Atomic(struct node *) next; int value; };
static struct node pool[3];
static _Atomic(struct node *) head = &pool[0], tail = &pool[0];
static int got[3];

static void enqueue(struct node *n, int v) {
  n->value = v;
  atomic_store_explicit(&n->next, NULL, memory_order_relaxed);
  for (;;) {
    struct node *t = atomic_load_explicit(&tail, memory_order_acquire);
    struct node *next = atomic_load_explicit(&t->next, memory_order_acquire);
    if (next == NULL) {
      if (atomic_compare_exchange_strong_explicit(&t->next, &next, n, LINK_ORDER,
                                                  memory_order_relaxed)) {
        atomic_compare_exchange_strong_explicit(&tail, &t, n, memory_order_release,
                                                memory_order_relaxed);
        return;
      }
    } else {
      atomic_compare_exchange_strong_explicit(&tail, &t, next, memory_order_release,
                                              memory_order_relaxed);
    }
  }
}

static int dequeue(int *out) {
  for (;;) {
    struct node *h = atomic_load_explicit(&head, memory_order_acquire);
    struct node *t = atomic_load_explicit(&tail, memory_order_acquire);
    struct node *next = atomic_load_explicit(&h->next, memory_order_acquire);
    if (h == t) {
      if (next == NULL) return 0;
      atomic_compare_exchange_strong_explicit(&tail, &t, next, memory_order_release,
                                              memory_order_relaxed);
      continue;
    }
    int v = next->value;
    if (atomic_compare_exchange_strong_explicit(&head, &h, next, memory_order_acq_rel,
                                                memory_order_relaxed)) {
      *out = v;
      return 1;
    }
  }
}

static void *producer(void *arg) {
  long i = (long)arg;
  enqueue(&pool[i], (int)i);
  return 0;
}
static void *consumer(void *arg) {
  (void)arg;
  int v;
  if (dequeue(&v)) __atomic_fetch_add(&got[v], 1, __ATOMIC_SEQ_CST);
  return 0;
}

int main(void) {
  pthread_t p1, p2, c;
  pthread_create(&p1, 0, producer, (void *)1L);
  pthread_create(&p2, 0, producer, (void *)2L);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p1, 0);
  pthread_join(p2, 0);
  pthread_join(c, 0);
  int v;
  while (dequeue(&v)) got[v]++;
  assert(got[0] == 0 && got[1] == 1 && got[2] == 1);
  return 0;
}
