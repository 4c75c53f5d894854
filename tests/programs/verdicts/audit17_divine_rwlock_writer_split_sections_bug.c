// expect: assertion
// classes: 3
// rf-classes: 3
// The writer moves lo and hi in two write sections: a reader sees the broken invariant.
#include <pthread.h>
#include <assert.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int lo = 0, hi = 10;
void *reader(void *a) { (void)a; pthread_rwlock_rdlock(&rw); assert(hi - lo == 10); pthread_rwlock_unlock(&rw); return 0; }
void *writer(void *a) {
  (void)a;
  pthread_rwlock_wrlock(&rw); lo += 5; pthread_rwlock_unlock(&rw);
  pthread_rwlock_wrlock(&rw); hi += 5; pthread_rwlock_unlock(&rw);
  return 0;
}
int main(void) {
  pthread_t r, w; pthread_create(&r, 0, reader, 0); pthread_create(&w, 0, writer, 0);
  pthread_join(r, 0); pthread_join(w, 0);
  return 0;
}
