// expect: data-race
// algos: pop,sdpor,dc
// audit21_logger_ring_fprintf_stderr_flusher.c with the flusher printing straight from the
// ring slot after releasing the mutex (to save the copy): once the slot is released
// (`--count`, broadcast `not_full`), a producer may format its next line into the same slot
// while fprintf reads it (one slot here, so the second line always reuses it). A data race
// on `ring`; natively (gcc -O2, 100 runs of a two-slot, four-line version) it showed: in two
// runs a line of producer 2 was printed twice and one of producer 1 never.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
enum { SLOTS = 1, LINE = 32 };  // one slot: the next line reuses it
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
  for (;;) {
    pthread_mutex_lock(&lock);
    while (count == 0 && !shutting_down) pthread_cond_wait(&not_empty, &lock);
    if (count == 0) {  // shutting down and drained
      pthread_mutex_unlock(&lock);
      break;
    }
    const char *line = ring[head];  // BUG: the slot is reused once the mutex is released
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
