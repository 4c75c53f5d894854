// expect: data-race
// The assume barrier waiting for N-1 arrivals: the last thread's part can still be unwritten
// when a neighbour reads it.
#include <pthread.h>
extern void __VERIFIER_assume(int);
#define N 3
static int arrived, part[N];
static void __VERIFIER_atomic_arrive(void) { arrived++; }
static void __VERIFIER_atomic_await_all(void) { __VERIFIER_assume(arrived >= N - 1); }
static int sink;
static void *worker(void *arg) {
  long id = (long)arg;
  part[id] = (int)id + 1;
  __VERIFIER_atomic_arrive();
  __VERIFIER_atomic_await_all();
  if (part[(id + 1) % N] == 0) sink = 1;
  return NULL;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], NULL);
  return 0;
}
