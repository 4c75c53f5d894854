// expect: none
// complete: yes
// A spin loop that also stores the value it just read (a "refresh" of a shared word):
// the store changes nothing, so an iteration that found `go` clear is an await iteration.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int go, word = 7;

static void *spinner(void *arg) {
  (void)arg;
  for (;;) {
    int w = atomic_load(&word);
    atomic_store(&word, w);
    if (atomic_load(&go)) break;
  }
  return 0;
}

static void *releaser(void *arg) {
  (void)arg;
  atomic_store(&go, 1);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, spinner, 0);
  pthread_create(&b, 0, releaser, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load(&word) == 7);
  return 0;
}
