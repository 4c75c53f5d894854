// expect: none
// algos: sdpor,pop,dc
// classes: 318
// rf-classes: 318
// Three threads each increment a counter under a pthread rwlock's write lock, then read it
// under the read lock (audit22's program with a third thread). DFS (--count-classes): 541 807
// executions, 318 Mazurkiewicz and 318 reads-from classes (minutes: not run in the corpus);
// sdpor 318; pop 1 113 executions before branch pop28, 318 since.
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
  pthread_t t[3];
  for (int i = 0; i < 3; ++i) pthread_create(&t[i], 0, update_then_serve, 0);
  for (int i = 0; i < 3; ++i) pthread_join(t[i], 0);
  return counter == 3 ? 0 : 1;
}
