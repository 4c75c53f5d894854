// expect: assertion
// classes: 5
// rf-classes: 5
// The writer's trywrlock fails only while the reader holds its read lock; the writer then
// asserts that the reader had already published its value, which the reader does only after
// unlocking: a schedule where the try fails inside the read section breaks it.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
static atomic_int published;
static void *reader(void *arg) {
  if (pthread_rwlock_tryrdlock(&l) == 0) pthread_rwlock_unlock(&l);
  atomic_store(&published, 1);
  return arg;
}
static void *writer(void *arg) {
  if (pthread_rwlock_trywrlock(&l) != 0) assert(atomic_load(&published) == 1);
  else pthread_rwlock_unlock(&l);
  return arg;
}
int main(void) {
  pthread_t r, w;
  pthread_create(&r, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(r, 0);
  pthread_join(w, 0);
  return 0;
}
