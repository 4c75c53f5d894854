// expect: none
// classes: 2
// rf-classes: 2
// A reader takes the rdlock again inside a lookup while a writer may wait (glibc prefers readers).
#include <pthread.h>
#include <assert.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER; /* glibc default: readers preferred */
int value, seen;
static int lookup(void) { pthread_rwlock_rdlock(&rw); int v = value; pthread_rwlock_unlock(&rw); return v; }
void *reader(void *a) { (void)a; pthread_rwlock_rdlock(&rw); seen = lookup() + value; pthread_rwlock_unlock(&rw); return 0; }
void *writer(void *a) { (void)a; pthread_rwlock_wrlock(&rw); value = 1; pthread_rwlock_unlock(&rw); return 0; }
int main(void) {
  pthread_t r, w; pthread_create(&r, 0, reader, 0); pthread_create(&w, 0, writer, 0);
  pthread_join(r, 0); pthread_join(w, 0);
  assert(seen == 0 || seen == 2);
  return 0;
}
