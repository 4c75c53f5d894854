// races: none. The payload is written plainly, published by an atomic flag (release), and
// read plainly after the flag is seen (acquire). With -DPLAIN_FLAG the flag is a plain int:
// races on the flag and on the payload.
#include <pthread.h>
#include <stdatomic.h>

int payload[2];
#ifdef PLAIN_FLAG
int ready = 0;
#define PUBLISH() (ready = 1)
#define READY() (ready)
#else
atomic_int ready = 0;
#define PUBLISH() atomic_store_explicit(&ready, 1, memory_order_release)
#define READY() atomic_load_explicit(&ready, memory_order_acquire)
#endif

static void *producer(void *arg) {
  (void)arg;
  payload[0] = 1;
  payload[1] = 2;
  PUBLISH();
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  int sum = 0;
  if (READY()) sum = payload[0] + payload[1];
  pthread_join(t, 0);
  return sum == 100;
}
