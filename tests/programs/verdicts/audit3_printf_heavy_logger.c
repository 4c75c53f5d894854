// expect: none
// algos: sdpor,pop,qpor,dc
// printf-heavy workers (every format family, fprintf to stderr, puts, snprintf into a local
// buffer) around a locked counter.
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;
void *worker(void *arg) {
  const char *name = arg;
  char line[64];
  for (int i = 0; i < 3; i++) {
    snprintf(line, sizeof line, "%s:%d:%5.2f:%x:%c", name, i, i * 1.5, i * 255, 'a' + i);
    printf("[%s] step %d %s %ld %lu %p\n", name, i, line, (long)i, (unsigned long)strlen(line), (void *)0);
    fprintf(stderr, "%-8s|%08d\n", name, i);
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
  }
  puts(name);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, "alpha");
  pthread_create(&b, 0, worker, "beta");
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("counter=%d\n", counter);
  assert(counter == 6);
  return 0;
}
