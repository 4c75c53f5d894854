// expect: data-race, assertion
// algos: sdpor,pop,qpor
// time-limit: 6
// The sssc12 twin that reads `next` before taking the lock and only bumps it under the lock:
// the read races with the other worker's update, and two workers can claim the same chunk
// (a cell filled twice, main's check fails).
#include <pthread.h>
extern void reach_error(void);
#define LEN 4
#define CHUNK 2
int data[LEN];
int next = 0;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  for (;;) {
    int c = next;
    pthread_mutex_lock(&lock);
    next = c + CHUNK;
    pthread_mutex_unlock(&lock);
    if (c >= LEN) break;
    for (int i = c; i < c + CHUNK && i < LEN; i++) {
      pthread_mutex_lock(&lock);
      data[i] = data[i] + 1;
      pthread_mutex_unlock(&lock);
    }
  }
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  for (int i = 0; i < LEN; i++)
    if (data[i] != 1) reach_error();
  return 0;
}
