// expect: none
// algos: sdpor,pop,dc,qpor
// classes: 8
// rf-classes: 8
// pthread-lit sssc12 style: workers claim chunks of a shared array through a `next` index
// taken under a mutex, fill their chunk, and main checks every cell was filled once.
#include <pthread.h>
extern void reach_error(void);
#define LEN 4
#define CHUNK 2
int data[LEN];
int next = 0;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  for (;;) {
    pthread_mutex_lock(&lock);
    int c = next;
    next = c + CHUNK;
    pthread_mutex_unlock(&lock);
    if (c >= LEN) break;
    for (int i = c; i < c + CHUNK && i < LEN; i++) data[i] = data[i] + 1;
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
