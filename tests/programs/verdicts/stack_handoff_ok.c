// expect: none
// complete: yes
// algos: dfs,sdpor,pop
// The same hand-off done right: the worker waits until main has written its slot.
#include <pthread.h>
#include <semaphore.h>

static int *reply_slot;
static sem_t published, answered;

static void *worker(void *arg) {
  (void)arg;
  int reply = 0;
  reply_slot = &reply;
  sem_post(&published);
  sem_wait(&answered);
  return (void *)(long)reply;
}

int main(void) {
  sem_init(&published, 0, 0);
  sem_init(&answered, 0, 0);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  sem_wait(&published);
  *reply_slot = 7;
  sem_post(&answered);
  void *r;
  pthread_join(t, &r);
  return (long)r == 7 ? 0 : 1;
}
