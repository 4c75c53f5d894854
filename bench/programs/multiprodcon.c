// MPC(P, W)  [QPOR]  benchmarks.md 3.3. braid's own implementation.
// W workers each check their request counter TASKS = 2 times (under their own mutex) and
// count the work they took. P producers each update the shared `prodbuff` ITERS = 2 times
// under `prodmut`, then post one request to worker prodbuff % W. main ends with
// pthread_exit; nobody joins. Parameters: -DP= -DW= (or -DPARAM1= -DPARAM2=).
// The original bounds tmp with libm's pow(); here the same bound is computed with a local
// loop (no visible operations either way).
// Expected: safe.
#include <pthread.h>
#include <assert.h>

#if !defined(P) && defined(PARAM1)
#define P PARAM1
#endif
#if !defined(W) && defined(PARAM2)
#define W PARAM2
#endif
#ifndef P
#define P 2
#endif
#ifndef W
#define W 3
#endif
#define TASKS 2
#define ITERS 2

pthread_mutex_t mut[W];
int workreq[W];
int workdone[W];
pthread_mutex_t prodmut;
unsigned prodbuff;

static void *worker(void *arg) {
  int id = (int)(long)arg;
  int havework = 0;
  for (int t = 0; t < TASKS; t++) {
    pthread_mutex_lock(&mut[id]);
    if (workreq[id] != 0) {
      workreq[id] = workreq[id] - 1;
      havework = 1;
    }
    pthread_mutex_unlock(&mut[id]);
    if (havework) {
      workdone[id] = workdone[id] + 1;  // only this worker touches workdone[id]
      havework = 0;
    }
  }
  return 0;
}

static void *producer(void *arg) {
  int id = (int)(long)arg;
  unsigned tmp = 0;
  assert(id < P);
  for (int i = 0; i < ITERS; i++) {
    pthread_mutex_lock(&prodmut);
    prodbuff = prodbuff * P + id;
    tmp = prodbuff;
    pthread_mutex_unlock(&prodmut);
  }
  unsigned long long bound = 1;  // P^(2P), as pow(P, 2P) in the original
  for (int e = 0; e < 2 * P; e++) bound *= P;
  assert(tmp <= bound);
  int dst = tmp % W;
  pthread_mutex_lock(&mut[dst]);
  workreq[dst] = workreq[dst] + 1;
  pthread_mutex_unlock(&mut[dst]);
  return 0;
}

int main(void) {
  pthread_t wt[W], pt[P];
  assert(W >= 2);
  for (long i = 0; i < W; i++) {
    pthread_mutex_init(&mut[i], 0);
    workreq[i] = 0;
    workdone[i] = 0;
    pthread_create(&wt[i], 0, worker, (void *)i);
  }
  pthread_mutex_init(&prodmut, 0);
  prodbuff = 0;
  for (long i = 0; i < P; i++)
    pthread_create(&pt[i], 0, producer, (void *)i);
  pthread_exit(0);
}
