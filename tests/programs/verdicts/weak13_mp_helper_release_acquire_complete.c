// expect: none
// Message passing through helper functions, as libraries write it: publish() fills a
// message and releases it through a pointer; try_receive() acquires the pointer and reads the
// message. The consumer polls a bounded number of times. Reading the pointer synchronises
// with its release store (the message's writes happen before its reads), and reading NULL is
// the pointer's only older value: nothing C11 allows is missing from the SC executions.
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
  atomic_store_explicit(&mailbox, m, memory_order_release);
}
static struct message *try_receive(void) {
  return atomic_load_explicit(&mailbox, memory_order_acquire);
}
void *producer(void *arg) {
  publish(&slot, 7);
  return 0;
}
void *consumer(void *arg) {
  for (int round = 0; round < 2; round++) {
    struct message *m = try_receive();
    if (m) {
      assert(m->id == 7 && m->body[2] == 72);
      return 0;
    }
  }
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
