// braid corpus: deadlock_abba
// expect (no flags): dfs_executions=46 assume_blocked=0 mazurkiewicz=3 reads_from=3 bug=deadlock@[15,23,33]
// Models: the classic lock-order inversion. t1 takes a then b, t2 takes b then a.
// Visible operations: main: 2 creates, 2 joins; t1: lock a, lock b, unlock b, unlock a;
// t2: lock b, lock a, unlock a, unlock b.
// Expected: deadlock (t1 holds a and waits for b, t2 holds b and waits for a; main waits in
// a join). Mazurkiewicz classes: 3 (t1's section first, t2's first, or the deadlock).
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;

static void *thread1(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);  // @bug deadlock: waits for b, held by thread2
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return 0;
}

static void *thread2(void *arg) {
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);  // @bug deadlock: waits for a, held by thread1
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thread1, 0);
  pthread_create(&t2, 0, thread2, 0);
  pthread_join(t1, 0);  // @bug deadlock: main waits for thread1
  pthread_join(t2, 0);
  return 0;
}
