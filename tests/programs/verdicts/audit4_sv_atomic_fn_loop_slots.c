// expect: none
// algos: sdpor,pop,dc,qpor
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// __VERIFIER_atomic_ functions with loops inside: claim the first free slot of a table and
// release it; every thread gets a distinct slot.
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "slots.c", 5, "reach_error"); }
#include <pthread.h>
#define N 3
int slot[N];
int __VERIFIER_atomic_claim(int me) {
  for (int i = 0; i < N; i++)
    if (slot[i] == 0) { slot[i] = me; return i; }
  return -1;
}
int __VERIFIER_atomic_owner(int i) { return slot[i]; }
void __VERIFIER_atomic_release(int i) { slot[i] = 0; }
void *worker(void *arg) {
  int me = (int)(long)arg;
  int i = __VERIFIER_atomic_claim(me);
  if (i < 0) reach_error();
  if (__VERIFIER_atomic_owner(i) != me) reach_error();
  __VERIFIER_atomic_release(i);
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, worker, (void *)(i + 1));
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  return 0;
}
