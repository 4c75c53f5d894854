// expect: none
// A lock-free push/pop pair whose retry loops are `for (;;)` with two `continue`s (an empty
// stack seen, a lost CAS): several back edges into one loop header.
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
atomic_int top = -1;
atomic_int next_of[2];
atomic_int popped = -1;
void *pusher(void *arg) {
  for (int i = 0; i < 2; i++) {
    for (;;) {
      int t = atomic_load(&top);
      atomic_store(&next_of[i], t);
      if (!atomic_compare_exchange_strong(&top, &t, i)) continue;
      break;
    }
  }
  return 0;
}
void *popper(void *arg) {
  for (;;) {
    int t = atomic_load(&top);
    if (t == -1) continue;
    int n = atomic_load(&next_of[t]);
    if (!atomic_compare_exchange_strong(&top, &t, n)) continue;
    atomic_store(&popped, t);
    return 0;
  }
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, pusher, 0); pthread_create(&b, 0, popper, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  int p = atomic_load(&popped), t = atomic_load(&top);
  assert(p == 0 || p == 1);
  assert(t == 1 - p || (p == 1 && t == 0));
  return 0;
}
