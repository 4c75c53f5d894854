// expect: none
// complete: yes
// algos: dfs,sdpor,pop
// Locals written by code braid does not instrument: sscanf, read from a pipe, snprintf,
// pthread out-parameters, a mutex initialised by pthread_mutex_init, clock_gettime,
// strtol's end pointer. None of them is a read of uninitialised memory.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int sum;
static pthread_mutex_t sum_lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  int value;
  sscanf((const char *)arg, "%d", &value);
  char *end;
  long extra = strtol("7x", &end, 10);
  char text[16];
  snprintf(text, sizeof text, "%d", value);
  pthread_mutex_lock(&sum_lock);
  sum += value + (int)extra + (int)strlen(text) + (*end == 'x');
  pthread_mutex_unlock(&sum_lock);
  return NULL;
}

int main(void) {
  int fds[2];
  if (pipe(fds) != 0) return 1;
  int sent = 42, received;
  if (write(fds[1], &sent, sizeof sent) != sizeof sent) return 1;
  if (read(fds[0], &received, sizeof received) != sizeof received) return 1;
  close(fds[0]);
  close(fds[1]);

  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  pthread_mutex_t local_lock;
  pthread_mutex_init(&local_lock, NULL);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_t a, b;
  pthread_create(&a, &attr, worker, "5");
  pthread_create(&b, &attr, worker, "6");
  void *ra, *rb;
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  pthread_mutex_lock(&local_lock);
  int total = sum + received + (now.tv_nsec >= 0) + (ra == rb);
  pthread_mutex_unlock(&local_lock);
  pthread_mutex_destroy(&local_lock);
  pthread_attr_destroy(&attr);
  return total > 0 ? 0 : 1;
}
