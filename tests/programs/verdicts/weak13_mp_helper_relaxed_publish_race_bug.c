// expect: data-race
// The buggy twin of weak13_mp_helper_release_acquire_complete.c: the helper publishes the
// message pointer with a relaxed store. Reading the pointer then orders nothing: the
// consumer's reads of the message race with the producer's writes (a data race in the SC
// executions already, reported; C11 also lets the consumer see stale fields).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
struct message { int id; int body[3]; };
static struct message slot;
static _Atomic(struct message *) mailbox;
static void publish(struct message *m, int id) {
  m->id = id;
  for (int i = 0; i < 3; i++) m->body[i] = id * 10 + i;
  atomic_store_explicit(&mailbox, m, memory_order_relaxed);
}
static struct message *try_receive(void) {
  return atomic_load_explicit(&mailbox, memory_order_acquire);
}
void *producer(void *arg) {
  publish(&slot, 7);
  return 0;
}
void *consumer(void *arg) {
  struct message *m = try_receive();
  if (m) assert(m->id == 7);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
