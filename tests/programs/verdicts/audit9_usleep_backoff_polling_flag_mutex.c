// expect: none
// classes: 2
// rf-classes: 2
// A waiter polls a flag under a mutex with usleep(100000) between polls (no real time passes
// in braid); the setter raises it once. 1000 ms of "sleep" per poll must not slow the run.
#include <pthread.h>
#include <unistd.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag, data;
static int poll_flag(void) {
  pthread_mutex_lock(&m);
  int f = flag;
  pthread_mutex_unlock(&m);
  return f;
}
static void *setter(void *arg) {
  sleep(1);
  pthread_mutex_lock(&m);
  data = 5;
  flag = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t s;
  pthread_create(&s, NULL, setter, NULL);
  while (!poll_flag()) usleep(100000);
  pthread_mutex_lock(&m);
  assert(data == 5);
  pthread_mutex_unlock(&m);
  pthread_join(s, NULL);
  return 0;
}
