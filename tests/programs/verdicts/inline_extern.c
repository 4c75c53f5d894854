// expect: assertion, data-race
// complete: yes
// An inline function with its C99 external definition in the same file (`extern inline`
// declaration), and a GNU `extern inline` body with no external definition.
#include <assert.h>
#include <pthread.h>

static int counter;

inline int add(int x, int y) { return x + y; }
extern inline int add(int x, int y);

extern inline __attribute__((gnu_inline)) int twice(int x) { return add(x, x); }

static void *worker(void *arg) {
  (void)arg;
  counter = add(counter, 1);  // unprotected: a lost update
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(twice(counter) == 4);
  return 0;
}
