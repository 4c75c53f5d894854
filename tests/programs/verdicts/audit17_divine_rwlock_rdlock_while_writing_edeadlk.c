// expect: none
// classes: 2
// rf-classes: 2
// glibc's rdlock by the thread holding the write lock returns EDEADLK, checked.
#include <pthread.h>
#include <assert.h>
#include <errno.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int v;
void *w(void *a) {
  (void)a;
  pthread_rwlock_wrlock(&rw);
  int r = pthread_rwlock_rdlock(&rw); /* glibc detects it: EDEADLK */
  assert(r == EDEADLK);
  v++;
  pthread_rwlock_unlock(&rw);
  return 0;
}
int main(void) { pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0); pthread_join(a, 0); pthread_join(b, 0); assert(v == 2); return 0; }
