// expect: none
// Threads print with many formats (printf, fprintf to stderr, puts, putchar, snprintf into a
// local buffer, %f, %p, %zu, %lld, %s, %c, %x, %%) while counting under a lock.
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int lines;
void *worker(void *arg) {
  long id = (long)arg;
  char buf[64];
  int len = snprintf(buf, sizeof buf, "worker %ld: %5.2f %x %c", id, id * 1.5, (unsigned)id * 255, (int)('a' + id));
  assert(len > 0 && (size_t)len == strlen(buf));
  printf("%s | %p %zu %lld %%\n", buf, arg, sizeof buf, (long long)id << 40);
  fprintf(stderr, "worker %ld on stderr\n", id);
  puts("done");
  putchar('\n');
  pthread_mutex_lock(&m);
  lines++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)1L); pthread_create(&b, 0, worker, (void *)2L);
  pthread_join(a, 0); pthread_join(b, 0);
  printf("lines=%d\n", lines);
  fflush(stdout);
  assert(lines == 2);
  return 0;
}
