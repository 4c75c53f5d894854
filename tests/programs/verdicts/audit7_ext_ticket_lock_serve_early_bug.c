// expect: data-race, assertion
// The ticket lock with the next ticket served before the critical section ends: two
// threads can be inside at once.
#include <assert.h>
#include <pthread.h>
unsigned next_ticket, now_serving;
int in_cs;
void *worker(void *arg) {
  unsigned my = __sync_fetch_and_add(&next_ticket, 1);
  while (__atomic_load_n(&now_serving, __ATOMIC_ACQUIRE) != my) {
  }
  __atomic_fetch_add(&now_serving, 1, __ATOMIC_RELEASE);
  in_cs++;
  assert(in_cs == 1);
  in_cs--;
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
