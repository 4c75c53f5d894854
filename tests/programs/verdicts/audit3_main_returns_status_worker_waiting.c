// expect: exit
// main returns 3 while a worker waits for a condition nobody signals: the program exits with
// status 3 (an `exit` finding), the waiting worker ends with it.
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int go;
void *waiter(void *arg) {
  pthread_mutex_lock(&m);
  while (!go) pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, waiter, 0);
  return 3;
}
