// expect: none
// algos: sdpor,pop,dc
// classes: 6
// rf-classes: 6
// (DFS left out of the corpus run: it did not finish in 120 s on a loaded machine; sdpor, pop and dc agree on 6)
// C11 threads: a thrd_join blocked on a thread that waits for main, cancelled with
// pthread_cancel (a thrd_t is a pthread_t in glibc). The request wakes the thrd_join, the
// joined thread stays joinable and main joins it after letting it go.
#include <assert.h>
#include <pthread.h>
#include <threads.h>
static mtx_t m;
static cnd_t cv;
static int go;
static thrd_t worker_id;
static int joined;
static int worker(void *arg) {
  mtx_lock(&m);
  while (!go) cnd_wait(&cv, &m);
  mtx_unlock(&m);
  return 4;
}
static int joiner(void *arg) {
  int res = 0;
  thrd_join(worker_id, &res);
  assert(res == 4);
  joined = 1;
  return 0;
}
int main(void) {
  mtx_init(&m, mtx_plain);
  cnd_init(&cv);
  thrd_t j;
  thrd_create(&worker_id, worker, 0);
  thrd_create(&j, joiner, 0);
  pthread_cancel((pthread_t)j);
  mtx_lock(&m);
  go = 1;
  cnd_signal(&cv);
  mtx_unlock(&m);
  thrd_join(j, 0);
  if (!joined) {
    int res = 0;
    assert(thrd_join(worker_id, &res) == thrd_success && res == 4);
  }
  return 0;
}
