// expect: data-race
// algos: sdpor,pop,dc
// time-limit: 20
// (20 s: dc explores its condition variables natively, about 8x pop's CPU time: docs/benchmarks.md, "dc: condition variables native")
// A logging module: log_printf(level, fmt, ...) reserves a slot of a ring under the ring's
// mutex, formats into it with vsnprintf and publishes it; a logger thread drains the ring
// and checksums each line before writing it to stderr. To keep the critical section short,
// this version formats after releasing the mutex and counts the slot as published as soon
// as it is reserved: the logger may read a slot's text while vsnprintf still writes it.
// The twin that formats under the mutex is audit12_c_vlog_ring_format_under_lock.c.
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum { RING_SLOTS = 4, LINE_MAX_LEN = 40 };
enum level { LOG_DEBUG, LOG_INFO, LOG_WARN };

typedef struct {
  enum level level;
  unsigned seq;
  char text[LINE_MAX_LEN];
} slot_t;

static struct {
  pthread_mutex_t lock;
  pthread_cond_t nonempty;
  slot_t slots[RING_SLOTS];
  unsigned head, tail;  // head: next to drain, tail: next to reserve
  int closed;
} ring = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, {{0, 0, {0}}}, 0, 0, 0};

static const char *level_name(enum level l) {
  static const char *const names[] = {"debug", "info", "warn"};
  return names[l];
}

static void log_printf(enum level level, const char *fmt, ...) {
  static unsigned next_seq;  // under ring.lock
  pthread_mutex_lock(&ring.lock);
  if (ring.tail - ring.head == RING_SLOTS) {  // full: drop the line
    pthread_mutex_unlock(&ring.lock);
    return;
  }
  slot_t *s = &ring.slots[ring.tail % RING_SLOTS];
  s->level = level;
  s->seq = next_seq++;
  ring.tail++;
  pthread_cond_signal(&ring.nonempty);
  pthread_mutex_unlock(&ring.lock);
  // BUG: the slot is already visible to the logger.
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(s->text, sizeof s->text, fmt, ap);
  va_end(ap);
}

static unsigned checksum(const char *text) {
  unsigned sum = 0;
  for (int i = 0; i < LINE_MAX_LEN && text[i]; i++) sum = sum * 31u + (unsigned char)text[i];
  return sum;
}

static void *logger_main(void *arg) {
  unsigned *total = arg;
  pthread_mutex_lock(&ring.lock);
  for (;;) {
    while (ring.head == ring.tail && !ring.closed) pthread_cond_wait(&ring.nonempty, &ring.lock);
    if (ring.head == ring.tail) break;
    slot_t *s = &ring.slots[ring.head % RING_SLOTS];
    pthread_mutex_unlock(&ring.lock);
    *total += checksum(s->text);
    fprintf(stderr, "%u %s: %s\n", s->seq, level_name(s->level), s->text);
    pthread_mutex_lock(&ring.lock);
    ring.head++;
  }
  pthread_mutex_unlock(&ring.lock);
  return NULL;
}

static void *client(void *arg) {
  int id = (int)(long)arg;
  log_printf(LOG_INFO, "client %d starting", id);
  return NULL;
}

int main(void) {
  unsigned total = 0;
  pthread_t logger, c1;
  pthread_create(&logger, NULL, logger_main, &total);
  pthread_create(&c1, NULL, client, (void *)1L);
  log_printf(LOG_WARN, "main %s", "up");
  pthread_join(c1, NULL);
  pthread_mutex_lock(&ring.lock);
  ring.closed = 1;
  pthread_cond_broadcast(&ring.nonempty);
  pthread_mutex_unlock(&ring.lock);
  pthread_join(logger, NULL);
  printf("checksum %u\n", total);
  assert(ring.head == ring.tail);
  return 0;
}
