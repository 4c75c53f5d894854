// expect: none
// classes: 3
// rf-classes: 3
// One thread takes the write lock then the read lock of a pthread rwlock; the other only the
// write lock. DFS (--count-classes): 46 executions, 3 Mazurkiewicz and 3 reads-from classes;
// pop 4 before branch pop28 (the second writer's lock race with the first writer's write lock
// was reversed here and again below its race with that writer's read lock), 3 since.
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
static void *update_only(void *arg) {
  (void)arg;
  pthread_rwlock_wrlock(&lock);
  counter += 2;
  pthread_rwlock_unlock(&lock);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, update_then_serve, 0);
  pthread_create(&b, 0, update_only, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
