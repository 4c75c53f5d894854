// expect: data-race
// The same printers without the mutex: the line counter races (printf itself is thread-safe).
#include <pthread.h>
#include <stdio.h>
static int line;
static void *printer(void *arg) {
  for (int i = 0; i < 200; i++) printf("%d %s\n", ++line, (const char *)arg);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, printer, "alpha");
  pthread_create(&b, NULL, printer, "beta");
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
