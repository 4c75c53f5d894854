// expect: none
// A thread looks a key up with bsearch in a table that a writer thread updates under a rwlock.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int table[4] = {1, 3, 5, 7};
static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
void *reader(void *arg) {
  int key = 5;
  pthread_rwlock_rdlock(&rw);
  int *hit = bsearch(&key, table, 4, sizeof(int), cmp);
  int found = hit != 0;
  pthread_rwlock_unlock(&rw);
  assert(found);
  return arg;
}
void *writer(void *arg) {
  pthread_rwlock_wrlock(&rw);
  table[3] = 9;
  pthread_rwlock_unlock(&rw);
  return arg;
}
int main(void) {
  pthread_t r1, w;
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(r1, 0);
  pthread_join(w, 0);
  return 0;
}
