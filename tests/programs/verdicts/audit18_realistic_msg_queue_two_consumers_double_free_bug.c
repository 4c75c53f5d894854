// expect: memory-error, data-race
// algos: sdpor,pop,qpor,dc
// classes: 14
// rf-classes: 14
// (DFS: 14 / 14 classes in 1633 executions)
// Ownership transfer through a one-slot mailbox: two consumers each take the message pointer
// under the lock, but only the first one clears the slot after checking a stale copy: a
// consumer that read the pointer before the other cleared the slot (it copies it, unlocks to
// "validate" it, relocks to clear) frees it too: a double free.
#include <pthread.h>
#include <stdlib.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int *mailbox;

static void *consumer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  int *mine = mailbox;
  pthread_mutex_unlock(&m);
  if (!mine) return 0;
  int valid = *mine > 0; /* validated outside the lock */
  pthread_mutex_lock(&m);
  mailbox = 0; /* BUG: not re-checked that mailbox still == mine */
  pthread_mutex_unlock(&m);
  if (valid) free(mine);
  return 0;
}

int main(void) {
  mailbox = malloc(sizeof *mailbox);
  *mailbox = 7;
  pthread_t a, b;
  pthread_create(&a, 0, consumer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
