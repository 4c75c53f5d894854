// expect: none
// algos: sdpor,pop,dc
// classes: 2520
// time-limit: 20
// Three consumers retry sem_trywait through a helper while a producer posts three times:
// every item is taken once (DFS: 2,520 classes in 324,469 executions).
#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
sem_t s; int taken;
static void take(void) { while (sem_trywait(&s) != 0) { } __atomic_fetch_add(&taken, 1, __ATOMIC_SEQ_CST); }
void *c(void *a) { take(); return 0; }
void *p(void *a) { for (int i = 0; i < 3; i++) sem_post(&s); return 0; }
int main() { pthread_t t[4]; sem_init(&s, 0, 0);
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, c, 0);
  pthread_create(&t[3], 0, p, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  assert(taken == 3); return 0; }
