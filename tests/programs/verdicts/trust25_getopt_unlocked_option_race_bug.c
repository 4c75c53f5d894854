// expect: data-race
// args: -t 2 -u -n 1
// The same tool with a "-u" (unlocked, "for speed") option: the workers then skip the mutex
// and race on the total. The race exists only because getopt returned 'u' — in every
// execution, not only the first (audit20: libc's optind carried over to the next execution).
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int items = 1, unlocked, total;
static void *worker(void *arg) {
  for (int i = 0; i < items; ++i) {
    if (!unlocked) pthread_mutex_lock(&m);
    total += 1;
    if (!unlocked) pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(int argc, char **argv) {
  int threads = 1, opt;
  while ((opt = getopt(argc, argv, "t:n:u")) != -1) {
    if (opt == 't') threads = atoi(optarg);
    else if (opt == 'n') items = atoi(optarg);
    else if (opt == 'u') unlocked = 1;
    else return 2;
  }
  if (threads < 1 || threads > 4) return 2;
  pthread_t t[4];
  for (int i = 0; i < threads; ++i) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < threads; ++i) pthread_join(t[i], NULL);
  return 0;
}
