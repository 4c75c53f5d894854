// expect: none
// The handshake of audit20_five_switch_handshake_bug.c with A's last step guarded by a value B
// never writes (t == 3): s never becomes 3 in any interleaving, so the assertion holds.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int s, t;
static void *thread_a(void *arg) {
  atomic_store(&s, 1);
  if (atomic_load(&t) == 1) atomic_store(&s, 2);
  if (atomic_load(&t) == 3) atomic_store(&s, 3);
  return arg;
}
static void *thread_b(void *arg) {
  if (atomic_load(&s) == 1) atomic_store(&t, 1);
  if (atomic_load(&s) == 2) atomic_store(&t, 2);
  assert(atomic_load(&s) != 3);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, thread_a, NULL);
  pthread_create(&b, NULL, thread_b, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
