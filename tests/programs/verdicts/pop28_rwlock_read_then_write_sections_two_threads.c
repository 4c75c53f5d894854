// expect: none
// classes: 10
// rf-classes: 10
// Read, then write: two threads each read a counter under a pthread rwlock's read lock, then
// write it under the write lock (the reverse of audit22's update-then-serve). DFS
// (--count-classes): 225 executions, 10 Mazurkiewicz and 10 reads-from classes; pop 10 before
// and after branch pop28 (the writer's lock race that pop28 drops needs the writer's read lock
// *after* its write lock).
#include <pthread.h>
static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int counter;
static void *serve_then_update(void *arg) {
  (void)arg;
  pthread_rwlock_rdlock(&lock);
  int seen = counter;
  pthread_rwlock_unlock(&lock);
  pthread_rwlock_wrlock(&lock);
  counter = seen + 1;
  pthread_rwlock_unlock(&lock);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, serve_then_update, 0);
  pthread_create(&b, 0, serve_then_update, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
