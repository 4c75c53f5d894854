// expect: assertion
// The qrcu updater above with two steps swapped: it flips the index before publishing the new
// object. A reader that enters on the new index can still load the old pointer, and the
// updater retires the old object without waiting for it.
#include <assert.h>
#include <pthread.h>
extern void __VERIFIER_assume(int);
struct obj { int valid; int value; };
static struct obj objs[2] = {{1, 10}, {1, 20}};
static struct obj *current = &objs[0];
static int idx, ctr[2];
static int __VERIFIER_atomic_reader_enter(void) { int i = idx; ctr[i]++; return i; }
static void __VERIFIER_atomic_reader_exit(int i) { ctr[i]--; }
static struct obj *__VERIFIER_atomic_load_current(void) { return current; }
static void __VERIFIER_atomic_publish(struct obj *o) { current = o; }
static int __VERIFIER_atomic_flip(void) { int old = idx; idx = 1 - old; return old; }
static void __VERIFIER_atomic_wait_readers(int i) { __VERIFIER_assume(ctr[i] == 0); }
static int __VERIFIER_atomic_is_valid(struct obj *o) { return o->valid; }
static void __VERIFIER_atomic_retire(struct obj *o) { o->valid = 0; }
static void *reader(void *arg) {
  int i = __VERIFIER_atomic_reader_enter();
  struct obj *o = __VERIFIER_atomic_load_current();
  assert(__VERIFIER_atomic_is_valid(o));
  __VERIFIER_atomic_reader_exit(i);
  return arg;
}
static void *updater(void *arg) {
  int old = __VERIFIER_atomic_flip();
  __VERIFIER_atomic_publish(&objs[1]);
  __VERIFIER_atomic_wait_readers(old);
  __VERIFIER_atomic_retire(&objs[0]);
  return arg;
}
int main(void) {
  pthread_t r, u;
  pthread_create(&u, NULL, updater, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(r, NULL);
  pthread_join(u, NULL);
  return 0;
}
