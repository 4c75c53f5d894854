// expect: data-race, assertion
// Adjacent bit-fields share one memory location: guarding each field by its own mutex does
// not help, the read-modify-write of one field can write back a stale copy of the other.
#include <pthread.h>
#include <assert.h>
struct flags {
  unsigned dirty : 1;
  unsigned refs : 4;
};
struct flags f;
pthread_mutex_t dirty_lock = PTHREAD_MUTEX_INITIALIZER, refs_lock = PTHREAD_MUTEX_INITIALIZER;
void *marker(void *arg) { pthread_mutex_lock(&dirty_lock); f.dirty = 1; pthread_mutex_unlock(&dirty_lock); return arg; }
void *counter(void *arg) { pthread_mutex_lock(&refs_lock); f.refs += 2; pthread_mutex_unlock(&refs_lock); return arg; }
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, marker, 0);
  pthread_create(&y, 0, counter, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  assert(f.dirty == 1 && f.refs == 2);
  return 0;
}
