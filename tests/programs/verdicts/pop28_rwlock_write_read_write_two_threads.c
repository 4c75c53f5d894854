// expect: none
// classes: 28
// rf-classes: 28
// Two threads each take the write lock, the read lock, then the write lock again of one
// pthread rwlock (the read section's value goes into the second write). DFS (--count-classes):
// 1 038 executions, 28 Mazurkiewicz and 28 reads-from classes; pop 44 executions before branch
// pop28, 28 since.
#include <pthread.h>
static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int counter;
static void *write_read_write(void *arg) {
  (void)arg;
  pthread_rwlock_wrlock(&lock);
  ++counter;
  pthread_rwlock_unlock(&lock);
  pthread_rwlock_rdlock(&lock);
  int seen = counter;
  pthread_rwlock_unlock(&lock);
  pthread_rwlock_wrlock(&lock);
  counter += seen;
  pthread_rwlock_unlock(&lock);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, write_read_write, 0);
  pthread_create(&b, 0, write_read_write, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
