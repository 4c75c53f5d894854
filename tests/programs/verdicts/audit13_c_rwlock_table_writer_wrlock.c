// expect: none
// algos: dfs,sdpor,pop,dc
// classes: 10
// rf-classes: 10
// A table read under a read lock by two readers and updated under the write lock.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define WRITER_LOCK pthread_rwlock_wrlock
static int table[2] = {1, 1};
static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
void *reader(void *arg) {
  pthread_rwlock_rdlock(&lock);
  int s = table[0] + table[1];
  pthread_rwlock_unlock(&lock);
  assert(s == 2 || s == 4);
  return arg;
}
void *writer(void *arg) {
  WRITER_LOCK(&lock);
  table[0] = 2;
  table[1] = 2;
  pthread_rwlock_unlock(&lock);
  return arg;
}
int main(void) {
  pthread_t r1, r2, w;
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(r1, 0);
  pthread_join(w, 0);
  pthread_join(r2, 0);
  return 0;
}
