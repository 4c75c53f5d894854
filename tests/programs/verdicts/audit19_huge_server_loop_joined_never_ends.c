// expect: bound
// complete: no
// flags: --max-steps 3000
// time-limit: 10
// A server written the way daemons are: the worker loops for ever taking "requests" from a
// counter under a lock and main joins it (it never returns). Every execution reaches the
// step bound (--max-steps, lowered here to keep the run short): a `bound` finding, a possibly
// non-terminating execution, and an incomplete verdict, inside --time-limit.
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static unsigned long requests, served;

static void *server(void *arg) {
  (void)arg;
  for (;;) {
    pthread_mutex_lock(&m);
    requests++;
    served += requests & 1;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, server, 0);
  pthread_join(t, 0);
  return 0;
}
