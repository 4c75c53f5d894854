// expect: data-race, deadlock
// pthread-ext 49_ticket_lock_hc_backoff_unsafe style: the ticket is taken with a plain
// read-increment, so two threads can hold the same ticket (and race on it); when the second
// holder of ticket 0 arrives after it was served, it waits for ever (a spin no thread can end).
#include <pthread.h>
#include <stdatomic.h>
static unsigned next_ticket;
static atomic_uint now_serving;
static int total;
static void *worker(void *arg) {
  unsigned my = next_ticket++;
  for (;;) {
    unsigned ns = atomic_load(&now_serving);
    if (ns == my) break;
    for (volatile unsigned delay = my > ns ? (my - ns) * 3 : 1; delay > 0; delay--) {
    }
  }
  total++;
  atomic_fetch_add(&now_serving, 1);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
