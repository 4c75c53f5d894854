// expect: crash
// A detached worker (PTHREAD_CREATE_DETACHED on the same attribute) with a 20 KiB stack
// recurses about 500 KiB deep before posting the semaphore main waits on: its overflow is a
// stack overflow although nobody joins it.
#include <pthread.h>
#include <semaphore.h>
static sem_t done;
static long descend(int depth) {
  volatile char frame[256];
  frame[depth % 256] = (char)depth;
  return depth == 0 ? 0 : descend(depth - 1) + 1;
}
static long reached;
static void *worker(void *arg) {
  reached = descend((int)(long)arg);
  sem_post(&done);
  return 0;
}
int main(void) {
  sem_init(&done, 0, 0);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize(&attr, 20 * 1024);
  pthread_t t;
  pthread_create(&t, &attr, worker, (void *)2000L);
  pthread_attr_destroy(&attr);
  sem_wait(&done);
  return reached == 2000 ? 0 : 1;
}
