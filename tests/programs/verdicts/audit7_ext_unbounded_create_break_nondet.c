// expect: none
// pthread-ext style: threads are created in an unbounded loop left by a nondet choice,
// with an assumption bounding the count; each thread bumps its own slot (thread-local
// counter) and a shared total under a lock. Each nondet call's only use is `!= 0`: the
// nonzero values all break out alike (1 stands for them) and 0 goes on, so {0, 1} covers
// every call and the verdict is complete.
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#define MAX 4
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
int mine[MAX];
void *worker(void *arg) {
  int id = *(int *)arg;
  mine[id]++;
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t[MAX];
  int ids[MAX];
  int n = 0;
  while (1) {
    if (__VERIFIER_nondet_int()) break;
    __VERIFIER_assume(n < 2);
    ids[n] = n;
    pthread_create(&t[n], 0, worker, &ids[n]);
    n++;
  }
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  assert(total == n);
  return 0;
}
