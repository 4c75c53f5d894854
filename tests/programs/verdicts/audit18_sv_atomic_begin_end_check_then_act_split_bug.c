// expect: abort
// classes: 6
// rf-classes: 6
// SV-COMP style: a bounded stock counter; each of two buyers checks availability in one
// __VERIFIER_atomic_begin/end block and takes the item in another: both can see the last item
// and both take it, driving the stock negative.
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void abort(void);
void reach_error() { abort(); }
#include <pthread.h>
int stock = 1;

void *buyer(void *arg) {
  (void)arg;
  __VERIFIER_atomic_begin();
  int available = stock > 0;
  __VERIFIER_atomic_end();
  if (available) {
    __VERIFIER_atomic_begin(); /* BUG: check and act in separate atomic blocks */
    stock = stock - 1;
    __VERIFIER_atomic_end();
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, buyer, 0);
  pthread_create(&b, 0, buyer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (stock < 0) reach_error();
  return 0;
}
