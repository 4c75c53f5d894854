// expect: data-race
// args: -t 2 -x
// A tool that, on an unknown option ('?'), falls back to "fast mode" without the lock (a
// mistake): given "-x" its two workers race on the counter. getopt must return '?' for "-x"
// in every execution, not only the first.
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int fast, counter;
static void *worker(void *arg) {
  if (!fast) pthread_mutex_lock(&m);
  ++counter;
  if (!fast) pthread_mutex_unlock(&m);
  return arg;
}
int main(int argc, char **argv) {
  int threads = 1, opt;
  opterr = 0;
  while ((opt = getopt(argc, argv, "t:")) != -1) {
    if (opt == 't') threads = atoi(optarg);
    else if (opt == '?') fast = 1;
  }
  if (threads < 1 || threads > 2) return 2;
  pthread_t t[2];
  for (int i = 0; i < threads; ++i) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < threads; ++i) pthread_join(t[i], NULL);
  return 0;
}
