// A deep stack (the idiom of SV-COMP's stack_longer): one thread pushes 400 values, the
// other pops 400, each operation under a lock. The popper assumes the pusher is always
// ahead; it is not when the popper runs first.
#include <assert.h>
#include <pthread.h>

#define SIZE 400
static int stack[SIZE];
static int top = 0;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void* pusher(void* arg) {
  (void)arg;
  for (int k = 0; k < SIZE; k++) {
    pthread_mutex_lock(&m);
    stack[top++] = k;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

static void* popper(void* arg) {
  (void)arg;
  for (int k = 0; k < SIZE; k++) {
    pthread_mutex_lock(&m);
    assert(top > 0);  // underflow
    top--;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, pusher, 0);
  pthread_create(&b, 0, popper, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
