// expect: data-race
// The array stack whose pusher, after claiming slot t with the CAS, re-reads `top` to find its
// slot: once both have pushed, both write stack[1] (plain writes, a data race) and stack[0]
// is never written.
#include <pthread.h>
static int stack[4];
static int top;
static int __VERIFIER_atomic_CAS(int *p, int expected, int desired) {
  if (*p != expected) return 0;
  *p = desired;
  return 1;
}
static int __VERIFIER_atomic_read_top(void) { return top; }
static void *pusher(void *arg) {
  int t;
  do {
    t = __VERIFIER_atomic_read_top();
  } while (!__VERIFIER_atomic_CAS(&top, t, t + 1));
  stack[__VERIFIER_atomic_read_top() - 1] = (int)(long)arg;   /* not the slot it claimed */
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, pusher, (void *)1);
  pthread_create(&b, NULL, pusher, (void *)2);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
