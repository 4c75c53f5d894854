// expect: memory-error
// complete: yes
// algos: dfs,sdpor,pop
// The worker publishes a pointer to its local result slot; main fills it in after the
// worker has returned, writing into a dead stack frame.
#include <pthread.h>

static int *reply_slot;

static void *worker(void *arg) {
  (void)arg;
  int reply = 0;
  reply_slot = &reply;
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  *reply_slot = 7;
  return 0;
}
