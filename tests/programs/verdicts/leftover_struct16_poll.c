// expect: none
// classes: 10
// (= dfs --count-classes)
// A 16-byte reply {int ok; long value;} returned by value from a polled helper: when the
// slot is empty `value` is never set (stack leftovers). Two pollers and one producer that
// fills the slot twice; the pollers' loops must wait for it the same way in every
// execution.
#include <assert.h>
#include <pthread.h>

struct reply { int ok; long value; };
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long slot;
static int filled;

static struct reply take(void) {
  struct reply r;
  pthread_mutex_lock(&m);
  r.ok = filled > 0;
  if (r.ok) {
    r.value = slot;
    filled--;
  }
  pthread_mutex_unlock(&m);
  return r;
}

static void *poller(void *arg) {
  struct reply r;
  while (!(r = take()).ok) {
  }
  assert(r.value == 42);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, poller, 0);
  pthread_create(&b, 0, poller, 0);
  pthread_mutex_lock(&m);
  slot = 42;
  filled = 2;
  pthread_mutex_unlock(&m);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
