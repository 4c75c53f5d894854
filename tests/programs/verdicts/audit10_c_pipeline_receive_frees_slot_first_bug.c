// expect: assertion, data-race
// time-limit: 10
// algos: sdpor,pop,dc
// classes: 4
// The pipeline twin whose receive frees the mailbox (posts `empty`) before reading the value:
// the upstream stage can overwrite the slot while it is read.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
typedef struct { sem_t empty, full; int value; } mailbox_t;
static mailbox_t box[2];
static int total = 0;
static void send(mailbox_t *b, int v) { sem_wait(&b->empty); b->value = v; sem_post(&b->full); }
static int receive(mailbox_t *b) { sem_wait(&b->full); sem_post(&b->empty); return b->value; }
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
