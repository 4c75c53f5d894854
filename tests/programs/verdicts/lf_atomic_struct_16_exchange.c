// expect: none
// atomic_exchange on a 16-byte _Atomic struct hands a token pair from thread to thread:
// every value is taken exactly once.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
struct token { long id; long owner; };
_Atomic struct token slot;
long taken_ids;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *take(void *arg) {
  struct token mine = {0, (long)arg};
  struct token got = atomic_exchange(&slot, mine);
  pthread_mutex_lock(&m);
  taken_ids += got.id;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  struct token first = {1, 0};
  atomic_init(&slot, first);
  pthread_t a, b;
  pthread_create(&a, 0, take, (void *)1L); pthread_create(&b, 0, take, (void *)2L);
  pthread_join(a, 0); pthread_join(b, 0);
  struct token last = atomic_load(&slot);
  assert(taken_ids == 1 && last.id == 0 && (last.owner == 1 || last.owner == 2));
  return 0;
}
