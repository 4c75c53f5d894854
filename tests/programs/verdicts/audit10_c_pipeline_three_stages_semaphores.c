// expect: none
// time-limit: 10
// algos: sdpor,pop,dc
// classes: 1
// (not dfs: it does not finish; not qpor, which does not model semaphores)
// A three-stage pipeline over single-slot mailboxes: stage 1 produces two numbers, stage 2
// squares them, stage 3 sums them. Each mailbox has an `empty` and a `full` semaphore; a
// stage writes the slot after sem_wait(empty) and posts `full` after writing.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
typedef struct { sem_t empty, full; int value; } mailbox_t;
static mailbox_t box[2];
static int total = 0;
static void send(mailbox_t *b, int v) { sem_wait(&b->empty); b->value = v; sem_post(&b->full); }
static int receive(mailbox_t *b) { sem_wait(&b->full); int v = b->value; sem_post(&b->empty); return v; }
static void *produce(void *arg) { (void)arg; for (int i = 1; i <= 2; i++) send(&box[0], i); return NULL; }
static void *square(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; i++) { int v = receive(&box[0]); send(&box[1], v * v); }
  return NULL;
}
static void *sum(void *arg) { (void)arg; for (int i = 0; i < 2; i++) total += receive(&box[1]); return NULL; }
int main(void) {
  for (int i = 0; i < 2; i++) { sem_init(&box[i].empty, 0, 1); sem_init(&box[i].full, 0, 0); }
  pthread_t t1, t2, t3;
  pthread_create(&t1, NULL, produce, NULL);
  pthread_create(&t2, NULL, square, NULL);
  pthread_create(&t3, NULL, sum, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  pthread_join(t3, NULL);
  assert(total == 5);
  return 0;
}
