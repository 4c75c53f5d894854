// A deep stack with a lock-free fast path (the stack idiom of public suites): the pusher
// pushes under the lock; the popper skips the lock while the stack is deep, trusting that
// nobody pushes "that far down". Its read-then-write of the top loses a push that comes in
// between, but only once the stack is deeper than DEEP: the pusher must first get DEEP
// pushes ahead of the popper, many operations into the run.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define ITEMS 60
#define DEEP 12
static int stack[ITEMS];
static atomic_int top = 0;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static atomic_int pushed = 0, popped = 0;

static void* pusher(void* arg) {
  (void)arg;
  for (int k = 0; k < ITEMS; k++) {
    pthread_mutex_lock(&m);
    const int t = atomic_load(&top);
    stack[t] = k;
    atomic_store(&top, t + 1);
    pthread_mutex_unlock(&m);
    atomic_fetch_add(&pushed, 1);
  }
  return 0;
}

static void* popper(void* arg) {
  (void)arg;
  for (int k = 0; k < ITEMS; k++) {
    const int t = atomic_load(&top);
    if (t > DEEP) {  // fast path: "deep enough that the pusher is far away"
      atomic_store(&top, t - 1);
      atomic_fetch_add(&popped, 1);
      continue;
    }
    pthread_mutex_lock(&m);
    if (atomic_load(&top) > 0) {
      atomic_store(&top, atomic_load(&top) - 1);
      atomic_fetch_add(&popped, 1);
    }
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&b, 0, popper, 0);
  pthread_create(&a, 0, pusher, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(atomic_load(&top) == atomic_load(&pushed) - atomic_load(&popped));  // no push lost
  return 0;
}
