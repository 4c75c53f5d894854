// races: a thread writes a plain flag that main reads without synchronisation.
#include <pthread.h>

int flag = 0;

static void *setter(void *arg) {
  (void)arg;
  flag = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, setter, 0);
  int seen = flag;
  pthread_join(t, 0);
  return seen * 0;
}
