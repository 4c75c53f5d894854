// expect: assertion, data-race
// The writer takes the read lock: it writes while a reader reads.
#include <pthread.h>
#include <assert.h>
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
int a, b;
void *reader(void *arg) { pthread_rwlock_rdlock(&l); assert(a == b); pthread_rwlock_unlock(&l); return 0; }
void *writer(void *arg) { pthread_rwlock_rdlock(&l); a++; b++; pthread_rwlock_unlock(&l); return 0; }
int main(void) {
  pthread_t r, w;
  pthread_create(&r, 0, reader, 0); pthread_create(&w, 0, writer, 0);
  pthread_join(r, 0); pthread_join(w, 0);
  return 0;
}
