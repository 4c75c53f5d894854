// expect: none
// weaver / parallel-prefix style: two threads compute the prefix sums of their halves of an
// array, meet at a barrier, then the second thread adds the first half's total to its
// prefixes. main checks the whole prefix array.
#include <assert.h>
#include <pthread.h>
#define N 4
static int a[N] = {3, 1, 4, 1};
static int prefix[N];
static pthread_barrier_t meet;

static void *half(void *arg) {
  int h = (int)(long)arg, from = h * (N / 2);
  int s = 0;
  for (int i = from; i < from + N / 2; i++) { s += a[i]; prefix[i] = s; }
  pthread_barrier_wait(&meet);
  if (h == 1) {
    int offset = prefix[N / 2 - 1];
    for (int i = from; i < N; i++) prefix[i] += offset;
  }
  return 0;
}

int main(void) {
  pthread_barrier_init(&meet, 0, 2);
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, half, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  int s = 0;
  for (int i = 0; i < N; i++) { s += a[i]; assert(prefix[i] == s); }
  pthread_barrier_destroy(&meet);
  return 0;
}
