// expect: none
// complete: yes
// C99 inline definitions without an external definition in the program (common in
// verification harnesses): a C compiler at -O0 leaves the calls undefined; braid emits
// the inline definitions, as GNU inline semantics would.
#include <assert.h>
#include <pthread.h>

static int counter;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

inline int inc(int x) { return x + 1; }
static inline void lock(void) { pthread_mutex_lock(&m); }
inline void unlock(void) { pthread_mutex_unlock(&m); }

static void *worker(void *arg) {
  (void)arg;
  lock();
  counter = inc(counter);
  unlock();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
