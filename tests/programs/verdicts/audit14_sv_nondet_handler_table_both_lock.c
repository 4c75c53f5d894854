// expect: none
// algos: sdpor,pop,dc,qpor
// classes: 48
// rf-classes: 48
// (DFS: complete, 48 Mazurkiewicz / 48 reads-from classes, too slow for the corpus time limit under load)
// Each request picks its handler through a function pointer chosen by a nondet bool and a
// bucket by a nondet unsigned short (assumed below 3); buckets have a mutex each. The fast
// handler takes the bucket's mutex too.
#include <pthread.h>
extern _Bool __VERIFIER_nondet_bool(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
static int hits[3];
static pthread_mutex_t bucket_lock[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                                         PTHREAD_MUTEX_INITIALIZER};
static void slow_handler(unsigned short b) {
  pthread_mutex_lock(&bucket_lock[b]);
  hits[b]++;
  pthread_mutex_unlock(&bucket_lock[b]);
}
static void fast_handler(unsigned short b) {
  pthread_mutex_lock(&bucket_lock[b]);
  hits[b] += 1;
  pthread_mutex_unlock(&bucket_lock[b]);
}
static void *request(void *arg) {
  (void)arg;
  void (*handler)(unsigned short) = __VERIFIER_nondet_bool() ? fast_handler : slow_handler;
  unsigned short b = __VERIFIER_nondet_ushort();
  __VERIFIER_assume(b < 3);
  handler(b);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, request, 0);
  pthread_create(&b, 0, request, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
