// POL(N, K)  [QPOR; POP's poke(N) = POL(N, 4)]  benchmarks.md 3.5 / 2.9. braid's own
// implementation. N "wa" threads each raise their signal a[id] under ma[id]. main runs K
// rounds, one at a time: a "choice" thread moves the shared index i through 1..N-1 under mi
// while an "ra" thread reads i and, if that signal is raised, counts it in d and lowers it.
// Finally main joins the wa's, counts the signals still raised and checks d == N.
// Parameters: -DN= -DK= (or -DPARAM1= -DPARAM2=).
// Expected: safe (each signal is counted exactly once).
#include <pthread.h>
#include <assert.h>

#if !defined(N) && defined(PARAM1)
#define N PARAM1
#endif
#if !defined(K) && defined(PARAM2)
#define K PARAM2
#endif
#ifndef N
#define N 2
#endif
#ifndef K
#define K 2
#endif

pthread_mutex_t ma[N];
int a[N];
pthread_mutex_t mi;
int i = 0;
int d = 0;

static void *choice(void *arg) {
  for (int x = 1; x < N; x++) {
    pthread_mutex_lock(&mi);
    i = x;
    pthread_mutex_unlock(&mi);
  }
  return 0;
}

static void *wa(void *arg) {
  int id = (int)(long)arg;
  pthread_mutex_lock(&ma[id]);
  a[id] = 1;
  pthread_mutex_unlock(&ma[id]);
  return 0;
}

static void *ra(void *arg) {
  pthread_mutex_lock(&mi);
  int idx = i;
  pthread_mutex_unlock(&mi);
  pthread_mutex_lock(&ma[idx]);
  if (a[idx] == 1) {
    d = d + 1;
    a[idx] = 0;
  }
  pthread_mutex_unlock(&ma[idx]);
  return 0;
}

int main(void) {
  pthread_t w[N];
  pthread_mutex_init(&mi, 0);
  for (long x = 0; x < N; x++) {
    a[x] = 0;
    pthread_mutex_init(&ma[x], 0);
    pthread_create(&w[x], 0, wa, (void *)x);
  }
  for (int r = 0; r < K; r++) {
    pthread_t c, p;
    pthread_create(&c, 0, choice, 0);
    pthread_create(&p, 0, ra, 0);
    pthread_join(c, 0);
    pthread_join(p, 0);
  }
  assert(d >= 0);
  assert(d <= N);
  for (int x = 0; x < N; x++)
    pthread_join(w[x], 0);
  for (int x = 0; x < N; x++)
    if (a[x] != 0)
      d = d + 1;
  assert(d == N);
  return 0;
}
