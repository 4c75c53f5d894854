// expect: unsupported
// complete: no
// pthread_cancel is not modelled: braid must say so (an `unsupported` finding), not
// pretend the cancellation happened or not.
#include <pthread.h>
#include <unistd.h>
void *sleeper(void *arg) { for (;;) pause(); return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, sleeper, 0);
  pthread_cancel(t);
  pthread_join(t, 0);
  return 0;
}
