// DISP(S, R)  [QPOR; POP's dispatcher(N) = DISP(N, N)]  benchmarks.md 3.1 / 2.8.
// braid's own implementation. S server threads each forward their input channel once; main
// handles R requests in turn: each request spawns a picker thread that cycles the shared
// server id `sid` through 0..S-1, reads `sid` (whatever value it has by then, possibly left
// by an older picker), bumps that server's input channel and joins its picker. main ends
// with pthread_exit; servers are never joined. Data-race free: every datum is under a lock
// or create/join-ordered. Parameters: -DS= -DR= (or DPU's -DPARAM1= -DPARAM2=).
// Expected: safe.
#include <pthread.h>

#if !defined(S) && defined(PARAM1)
#define S PARAM1
#endif
#if !defined(R) && defined(PARAM2)
#define R PARAM2
#endif
#ifndef S
#define S 2
#endif
#ifndef R
#define R 2
#endif

pthread_mutex_t servers[S];
pthread_mutex_t k;
int sid = 0;
int in_channel[S];
int out_channel[S];

static void *server(void *arg) {
  int id = (int)(long)arg;
  pthread_mutex_lock(&servers[id]);
  if (in_channel[id] > 0)
    out_channel[id] = in_channel[id];  // loads in_channel[id] a second time
  pthread_mutex_unlock(&servers[id]);
  return 0;
}

static void *picker(void *arg) {
  for (int x = 0; x < S; x++) {
    pthread_mutex_lock(&k);
    sid = x;
    pthread_mutex_unlock(&k);
  }
  return 0;
}

static int process_request(void) {
  pthread_t p;
  pthread_create(&p, 0, picker, 0);
  pthread_mutex_lock(&k);
  int idx = sid;
  pthread_mutex_unlock(&k);
  pthread_mutex_lock(&servers[idx]);
  in_channel[idx] = in_channel[idx] + 1;
  pthread_mutex_unlock(&servers[idx]);
  pthread_join(p, 0);
  return idx;
}

int main(void) {
  pthread_t srv[S];
  pthread_mutex_init(&k, 0);
  for (long x = 0; x < S; x++) {
    in_channel[x] = 0;
    out_channel[x] = 0;
    pthread_mutex_init(&servers[x], 0);
    pthread_create(&srv[x], 0, server, (void *)x);
  }
  for (int r = 0; r < R; r++)
    process_request();
  pthread_exit(0);  // the servers are never joined
}
