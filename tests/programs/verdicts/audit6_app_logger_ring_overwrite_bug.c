// expect: assertion
// algos: sdpor,pop,dc
// The logger whose writers do not wait while the ring is full (an `if` that only signals the
// flusher): a writer overwrites a record the flusher has not taken yet, so a sequence number
// is lost and the flusher's order check fails.
// An asynchronous logger: application threads format records into a fixed ring buffer
// (snprintf into the slot, a sequence number per record) and a flusher thread drains it,
// checking that records come out in sequence order and that no record is lost. Full and
// empty are waited for with `while` loops on two condition variables; stopping is a flag
// set under the mutex and announced with a broadcast.
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define RING 1
#define PRODUCERS 2
#define RECORDS_EACH 1
#define MSG 24

struct record {
  unsigned seq;
  int source;
  char text[MSG];
};

struct logger {
  pthread_mutex_t lock;
  pthread_cond_t not_full, not_empty;
  struct record ring[RING];
  unsigned head;  // next record to flush
  unsigned tail;  // next free slot
  unsigned next_seq;
  bool stopping;
  unsigned flushed;
  int per_source[PRODUCERS];
};

static struct logger log_ = {
    .lock = PTHREAD_MUTEX_INITIALIZER,
    .not_full = PTHREAD_COND_INITIALIZER,
    .not_empty = PTHREAD_COND_INITIALIZER,
};

static void log_write(struct logger *l, int source, int value) {
  pthread_mutex_lock(&l->lock);
  if (l->tail - l->head == RING) {
    pthread_cond_signal(&l->not_empty);  // "the flusher will catch up"
    l->head++;                           // drop the oldest record
  }
  struct record *r = &l->ring[l->tail % RING];
  r->seq = l->next_seq++;
  r->source = source;
  snprintf(r->text, sizeof r->text, "src %d value %d", source, value);
  l->tail++;
  pthread_cond_signal(&l->not_empty);
  pthread_mutex_unlock(&l->lock);
}

// Takes the oldest record into *out; false once stopping and drained.
static bool log_take(struct logger *l, struct record *out) {
  pthread_mutex_lock(&l->lock);
  while (l->head == l->tail && !l->stopping) pthread_cond_wait(&l->not_empty, &l->lock);
  if (l->head == l->tail) {
    pthread_mutex_unlock(&l->lock);
    return false;
  }
  memcpy(out, &l->ring[l->head % RING], sizeof *out);
  l->head++;
  pthread_cond_broadcast(&l->not_full);
  pthread_mutex_unlock(&l->lock);
  return true;
}

static void *flusher(void *arg) {
  struct logger *l = arg;
  struct record r;
  unsigned expected_seq = 0;
  while (log_take(l, &r)) {
    assert(r.seq == expected_seq);
    expected_seq++;
    assert(strncmp(r.text, "src ", 4) == 0);
    l->per_source[r.source]++;  // only the flusher touches per_source
    l->flushed++;               // read by main after the join
  }
  return NULL;
}

static void *app_thread(void *arg) {
  int source = (int)(long)arg;
  for (int i = 0; i < RECORDS_EACH; i++) log_write(&log_, source, i * 10);
  return NULL;
}

int main(void) {
  pthread_t f, apps[PRODUCERS];
  pthread_create(&f, NULL, flusher, &log_);
  for (long i = 0; i < PRODUCERS; i++) pthread_create(&apps[i], NULL, app_thread, (void *)i);
  for (int i = 0; i < PRODUCERS; i++) pthread_join(apps[i], NULL);
  pthread_mutex_lock(&log_.lock);
  log_.stopping = true;
  pthread_cond_broadcast(&log_.not_empty);
  pthread_mutex_unlock(&log_.lock);
  pthread_join(f, NULL);
  assert(log_.flushed == PRODUCERS * RECORDS_EACH);
  for (int i = 0; i < PRODUCERS; i++) assert(log_.per_source[i] == RECORDS_EACH);
  return 0;
}
