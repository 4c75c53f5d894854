// expect: none
// Each thread writes numbers into its own tmpfile(), rewinds and reads them back.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int sum;
void *worker(void *arg) {
  FILE *f = tmpfile();
  if (!f) return arg;
  for (int i = 1; i <= 3; i++) fprintf(f, "%d\n", i);
  rewind(f);
  int v, s = 0;
  while (fscanf(f, "%d", &v) == 1) s += v;
  fclose(f);
  pthread_mutex_lock(&m);
  sum += s;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(sum == 12);
  return 0;
}
