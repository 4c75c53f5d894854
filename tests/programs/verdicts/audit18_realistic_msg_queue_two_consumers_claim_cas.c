// expect: none
// classes: 7
// rf-classes: 7
// Ownership transfer through a one-slot mailbox: two consumers race to claim the message with
// one compare-and-swap of the slot (C11 atomics, acq_rel): exactly one gets the pointer and
// frees it; the loser sees NULL. The message's contents, written before the release store that
// published it, are read by the winner after its acquire.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
static _Atomic(int *) mailbox;
static atomic_int frees;

static void *consumer(void *arg) {
  (void)arg;
  int *mine = atomic_load_explicit(&mailbox, memory_order_acquire);
  while (mine && !atomic_compare_exchange_weak_explicit(&mailbox, &mine, (int *)0, memory_order_acq_rel,
                                                        memory_order_acquire)) {
  }
  if (!mine) return 0;
  assert(*mine == 7);
  free(mine);
  atomic_fetch_add(&frees, 1);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, consumer, 0);
  pthread_create(&b, 0, consumer, 0);
  int *msg = malloc(sizeof *msg);
  *msg = 7;
  atomic_store_explicit(&mailbox, msg, memory_order_release);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load(&frees) + (atomic_load(&mailbox) != 0) == 1);
  free(atomic_load(&mailbox));
  return 0;
}
