// races: none. main writes before creating the thread, the thread reads and writes, main
// reads after joining it: thread creation and join order every access.
#include <pthread.h>

int data = 0;
char buf[16];

static void *worker(void *arg) {
  (void)arg;
  data = data + 1;
  buf[3] = buf[2];
  return 0;
}

int main(void) {
  pthread_t t;
  data = 41;
  buf[2] = 'x';
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return data + buf[3] == 0;
}
