// expect: none
// algos: sdpor,pop,dc
// classes: 9
// time-limit: 10
// A barrier reached through a helper whose serial result elects a leader, three threads, two
// rounds: one leader per round (9 classes: which thread leads each round).
#include <pthread.h>
#include <assert.h>
pthread_barrier_t b; int leader_count, value;
static int meet(void) { return pthread_barrier_wait(&b) == PTHREAD_BARRIER_SERIAL_THREAD; }
void *w(void *a) { for (int r = 0; r < 2; r++) { if (meet()) { __atomic_fetch_add(&leader_count, 1, __ATOMIC_SEQ_CST); } } return 0; }
int main() { pthread_t t[3]; pthread_barrier_init(&b, 0, 3);
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, w, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  assert(leader_count == 2); return 0; }
