// expect: none
// classes: 10
// rf-classes: 10
// pthread-divine style: readers check lo/hi's distance under a rdlock, a writer moves both.
#include <pthread.h>
#include <assert.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int lo = 0, hi = 10;
void *reader(void *a) { (void)a; pthread_rwlock_rdlock(&rw); assert(hi - lo == 10); pthread_rwlock_unlock(&rw); return 0; }
void *writer(void *a) { (void)a; pthread_rwlock_wrlock(&rw); lo += 5; hi += 5; pthread_rwlock_unlock(&rw); return 0; }
int main(void) {
  pthread_t r1, r2, w; pthread_create(&r1, 0, reader, 0); pthread_create(&w, 0, writer, 0); pthread_create(&r2, 0, reader, 0);
  pthread_join(r1, 0); pthread_join(w, 0); pthread_join(r2, 0);
  assert(lo == 5 && hi == 15);
  return 0;
}
