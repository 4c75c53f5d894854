// expect: assertion
// Store buffering with seq_cst atomics (the default of atomic_store / atomic_load): C11
// forbids both loads reading 0 (the seq_cst order is total), so the SC exploration is the
// whole story and the verdict stays complete. The assertion claims the opposite of what
// C11 guarantees (that some thread sees 0), which a sequential schedule refutes: the bug
// shows the check explores, while no weak-memory gap is reported.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
atomic_int x, y;
int seen_x, seen_y;
void *left(void *arg) {
  atomic_store(&x, 1);
  seen_y = atomic_load(&y);
  return NULL;
}
void *right(void *arg) {
  atomic_store(&y, 1);
  seen_x = atomic_load(&x);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, left, NULL);
  pthread_create(&b, NULL, right, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(seen_x == 0 || seen_y == 0);
  return 0;
}
