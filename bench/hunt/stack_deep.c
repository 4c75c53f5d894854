// A deep stack (the idiom of SV-COMP's stack_longer): one thread pushes 400 values, the
// other pops 400 times under the same lock, skipping when the stack is empty. Halfway, the
// popper assumes the pusher is ahead of it: it is not when the popper ran its first 200
// pops with the pusher stalled early, a state deep in the run that a depth-first
// exploration (which varies the ends of executions first) reaches only after a huge
// number of executions.
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
    if (k == SIZE / 2) assert(top > 0);  // the pusher is assumed to be ahead by now
    if (top > 0) top--;
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
