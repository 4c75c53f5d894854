// expect: none
// algos: pop,sdpor,dc
// A logger as applications write one: producers format a line into a ring of fixed slots
// under a mutex (waiting on `not_full`), a flusher thread copies a line out under the mutex
// and writes it with fprintf(stderr) outside it, and shutdown is a flag the flusher checks
// once the ring is empty (broadcast so a waiting flusher sees it). Everything the threads
// share is touched under the mutex; the output goes to stderr line by line. gcc -O2, 100
// runs (with two lines per producer): 4 lines, "flushed 4"; the corpus keeps one line each.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
enum { SLOTS = 2, LINE = 32 };
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t not_full = PTHREAD_COND_INITIALIZER, not_empty = PTHREAD_COND_INITIALIZER;
static char ring[SLOTS][LINE];
static int head, count, shutting_down, flushed;
static void log_line(int producer, int n) {
  pthread_mutex_lock(&lock);
  while (count == SLOTS) pthread_cond_wait(&not_full, &lock);
  snprintf(ring[(head + count) % SLOTS], LINE, "producer %d: event %d", producer, n);
  ++count;
  pthread_cond_signal(&not_empty);
  pthread_mutex_unlock(&lock);
}
static void *flusher(void *arg) {
  char line[LINE];
  for (;;) {
    pthread_mutex_lock(&lock);
    while (count == 0 && !shutting_down) pthread_cond_wait(&not_empty, &lock);
    if (count == 0) {  // shutting down and drained
      pthread_mutex_unlock(&lock);
      break;
    }
    memcpy(line, ring[head], LINE);
    head = (head + 1) % SLOTS;
    --count;
    ++flushed;
    pthread_cond_broadcast(&not_full);
    pthread_mutex_unlock(&lock);
    fprintf(stderr, "[log] %s\n", line);
  }
  return arg;
}
static void *producer(void *arg) {
  int id = (int)(size_t)arg;
  log_line(id, 0);
  return NULL;
}
int main(void) {
  pthread_t f, p1, p2;
  pthread_create(&f, NULL, flusher, NULL);
  pthread_create(&p1, NULL, producer, (void *)1);
  pthread_create(&p2, NULL, producer, (void *)2);
  pthread_join(p1, NULL);
  pthread_join(p2, NULL);
  pthread_mutex_lock(&lock);
  shutting_down = 1;
  pthread_cond_broadcast(&not_empty);
  pthread_mutex_unlock(&lock);
  pthread_join(f, NULL);
  fprintf(stderr, "flushed %d\n", flushed);
  assert(flushed == 2);
  return 0;
}
