// expect: none
// classes: 10
// rf-classes: 10
// Two threads each increment a counter under a pthread rwlock's write lock, then read it
// under the read lock (the shape of a cache that updates and then serves). No bug: the
// program is here for its class count. DFS (--count-classes): 275 executions, 10
// Mazurkiewicz and 10 reads-from classes; sdpor 10 executions. pop explored 15 (5 redundant
// runs) before branch pop28, 10 since (docs/algorithms.md, "pop28").
#include <pthread.h>
static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int counter;
static void *update_then_serve(void *arg) {
  (void)arg;
  pthread_rwlock_wrlock(&lock);
  ++counter;
  pthread_rwlock_unlock(&lock);
  pthread_rwlock_rdlock(&lock);
  int seen = counter;
  pthread_rwlock_unlock(&lock);
  return (void *)(long)seen;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, update_then_serve, 0);
  pthread_create(&b, 0, update_then_serve, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter == 2 ? 0 : 1;
}
