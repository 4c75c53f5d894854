// expect: assertion
// The same table, but release frees the slot by scanning for the first used one (not its
// own): a thread can free another's slot, which is then claimed twice.
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "slots.c", 5, "reach_error"); }
#include <pthread.h>
#define N 2
int slot[N];
int __VERIFIER_atomic_claim(int me) {
  for (int i = 0; i < N; i++)
    if (slot[i] == 0) { slot[i] = me; return i; }
  return -1;
}
int __VERIFIER_atomic_owner(int i) { return slot[i]; }
void __VERIFIER_atomic_release_first(void) {
  for (int i = 0; i < N; i++)
    if (slot[i] != 0) { slot[i] = 0; return; }
}
void *worker(void *arg) {
  int me = (int)(long)arg;
  int i = __VERIFIER_atomic_claim(me);
  if (i < 0) reach_error();
  if (__VERIFIER_atomic_owner(i) != me) reach_error();
  __VERIFIER_atomic_release_first();
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, (void *)(i + 1));
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
