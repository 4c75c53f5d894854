// expect: unsupported
// complete: no
// Asynchronous cancellation (a request acted on at any instruction) is not modelled: a
// program that calls pthread_cancel and asks for it is refused at the call, with a message.
#include <pthread.h>
static int x;
static void *worker(void *arg) {
  pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, 0);
  for (int i = 0; i < 3; i++) x++;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_cancel(t);
  pthread_join(t, 0);
  return 0;
}
