// expect: none
// classes: 14
// An MCS queue lock: exchange on the tail, spin on the own node's flag, hand-off to the
// successor (waiting for it to link itself in when the tail CAS fails).
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#include <stddef.h>
struct node { _Atomic(struct node *) next; atomic_int locked; };
_Atomic(struct node *) tail;
struct node nodes[2];
int counter;
void acquire(struct node *me) {
  atomic_store(&me->next, NULL);
  atomic_store(&me->locked, 1);
  struct node *prev = atomic_exchange(&tail, me);
  if (prev) {
    atomic_store(&prev->next, me);
    while (atomic_load(&me->locked)) {}
  }
}
void release(struct node *me) {
  struct node *succ = atomic_load(&me->next);
  if (!succ) {
    struct node *expected = me;
    if (atomic_compare_exchange_strong(&tail, &expected, NULL)) return;
    while (!(succ = atomic_load(&me->next))) {}
  }
  atomic_store(&succ->locked, 0);
}
void *worker(void *arg) {
  struct node *me = &nodes[(long)arg];
  acquire(me);
  counter++;
  release(me);
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, (void *)0); pthread_create(&t2, 0, worker, (void *)1);
  pthread_join(t1, 0); pthread_join(t2, 0);
  assert(counter == 2);
  return 0;
}
