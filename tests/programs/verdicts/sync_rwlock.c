// expect: none
// Readers under a read lock, a writer under the write lock: readers see a consistent pair.
#include <pthread.h>
#include <assert.h>
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
int a, b;
void *reader(void *arg) { pthread_rwlock_rdlock(&l); assert(a == b); pthread_rwlock_unlock(&l); return 0; }
void *writer(void *arg) { pthread_rwlock_wrlock(&l); a++; b++; pthread_rwlock_unlock(&l); return 0; }
int main(void) {
  pthread_t r1, r2, w;
  pthread_create(&r1, 0, reader, 0); pthread_create(&w, 0, writer, 0); pthread_create(&r2, 0, reader, 0);
  pthread_join(r1, 0); pthread_join(w, 0); pthread_join(r2, 0);
  return 0;
}
