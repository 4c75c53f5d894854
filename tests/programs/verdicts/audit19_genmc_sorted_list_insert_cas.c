// expect: none
// algos: sdpor,pop,dc
// (Not dfs: unreduced, it does not finish within the corpus time limit; qpor refuses the
// program's atomics or condition variables.)
// classes: 4
// rf-classes: 4
// GenMC test style: lock-free insertion into a sorted singly linked list with sentinels
// (Harris's list without deletion): find the window (prev, cur), point the new node at cur,
// CAS prev->next from cur to the node, retry from the head on failure. Two threads insert
// 20 and 30 into {10}; main walks the list and checks it is sorted and complete.
#include <assert.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
struct node { int key; _Atomic(struct node *) next; };
static struct node tail_sentinel = {INT_MAX, NULL};
static struct node ten = {10, &tail_sentinel};
static struct node head_sentinel = {INT_MIN, &ten};
static struct node fresh[2];

static void insert(struct node *n, int key) {
  n->key = key;
  for (;;) {
    struct node *prev = &head_sentinel, *cur = atomic_load(&prev->next);
    while (cur->key < key) {
      prev = cur;
      cur = atomic_load(&cur->next);
    }
    atomic_store_explicit(&n->next, cur, memory_order_relaxed);
#ifdef PLAIN_LINK
    atomic_store(&prev->next, n);
    return;
#else
    if (atomic_compare_exchange_strong(&prev->next, &cur, n)) return;
#endif
  }
}

static void *inserter(void *arg) {
  long i = (long)arg;
  insert(&fresh[i], 20 + 10 * (int)i);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inserter, (void *)0L);
  pthread_create(&b, 0, inserter, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  int expect[] = {10, 20, 30}, k = 0;
  for (struct node *n = atomic_load(&head_sentinel.next); n != &tail_sentinel; n = atomic_load(&n->next)) {
    assert(k < 3 && n->key == expect[k]);
    k++;
  }
  assert(k == 3);
  return 0;
}
