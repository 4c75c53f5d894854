// expect: none
// classes: 38
// The queue comes from a header next to the program (#include "..."): one producer puts
// three values through a queue of two slots, the consumer gets them in order.
#include "audit5_local_header_queue.h"
#include <assert.h>
static struct queue q;
void *producer(void *arg) { for (int i = 1; i <= 3; i++) queue_put(&q, i); return arg; }
void *consumer(void *arg) {
  for (int i = 1; i <= 3; i++) assert(queue_get(&q) == i);
  return arg;
}
int main(void) {
  queue_init(&q);
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
