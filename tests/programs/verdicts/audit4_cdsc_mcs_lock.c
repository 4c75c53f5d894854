// expect: none
// CDSChecker's MCS queue lock (C11 atomics on pointers, SC here): each thread enqueues its
// node with an exchange on the tail, waits on its own flag, and hands the lock to its
// successor on release.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
struct node {
  _Atomic(struct node *) next;
  atomic_int locked;
};
_Atomic(struct node *) tail;
int counter;
static void mcs_lock(struct node *me) {
  atomic_store(&me->next, NULL);
  atomic_store(&me->locked, 1);
  struct node *pred = atomic_exchange(&tail, me);
  if (pred) {
    atomic_store(&pred->next, me);
    while (atomic_load(&me->locked)) {}
  }
}
static void mcs_unlock(struct node *me) {
  struct node *succ = atomic_load(&me->next);
  if (!succ) {
    struct node *expected = me;
    if (atomic_compare_exchange_strong(&tail, &expected, NULL)) return;
    while (!(succ = atomic_load(&me->next))) {}
  }
  atomic_store(&succ->locked, 0);
}
void *worker(void *arg) {
  struct node me;
  mcs_lock(&me);
  counter++;
  mcs_unlock(&me);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
