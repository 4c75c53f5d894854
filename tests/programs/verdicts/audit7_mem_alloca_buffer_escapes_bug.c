// expect: memory-error
// A worker publishes a pointer into its alloca'ed buffer and ends; main reads through it
// after the join (the thread's stack is gone).
#include <alloca.h>
#include <pthread.h>
#include <stdio.h>
char *published;
void *worker(void *arg) {
  char *buf = alloca(16);
  snprintf(buf, 16, "id=%d", (int)(long)arg);
  published = buf;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)3L);
  pthread_join(t, 0);
  printf("%c\n", published[0]);
  return 0;
}
