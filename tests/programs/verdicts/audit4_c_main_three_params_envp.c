// expect: none
// args: 3
// main with the Unix third parameter (char **envp) and the worker count from argv: envp is
// the environment (it was NULL: a false assertion failure).
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *w(void *a) { pthread_mutex_lock(&m); total += *(int*)a; pthread_mutex_unlock(&m); return 0; }
int main(int argc, char **argv, char **envp) {
  int n = argc > 1 ? atoi(argv[1]) : 2;
  int one = 1;
  pthread_t t[4];
  if (n > 4) n = 4;
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, w, &one);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  assert(total == n && envp != 0);
  return 0;
}
