// expect: none
// complete: yes
// algos: sdpor,pop
// Locals filled through pointers by helpers that write every path, by helpers that pass
// the pointer on to library code (sscanf, memset through a function pointer), a helper
// that returns the pointer it got, and bit-fields set through a pointer.
#include <pthread.h>
#include <stdio.h>
#include <string.h>

struct config {
  unsigned verbose : 1;
  unsigned level : 3;
  int workers;
};

static int total;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void fill(int *out, int v) {
  if (v > 0)
    *out = v;
  else
    *out = -v;
}
static void parse(const char *text, int *out) { sscanf(text, "%d", out); }
static void *(*volatile clear)(void *, int, size_t) = memset;
static void reset(struct config *c) { clear(c, 0, sizeof *c); }
static int *identity(int *p) { return p; }
static void configure(struct config *c) {
  c->verbose = 1;
  c->level = 2;
  c->workers = 2;
}
static int get(const int *p) { return *p; }

static void *worker(void *arg) {
  int a, b, c;
  fill(&a, (int)(long)arg);
  parse("12", &b);
  *identity(&c) = 3;
  struct config cfg, cfg2;
  reset(&cfg);
  configure(&cfg2);
  pthread_mutex_lock(&lock);
  total += get(&a) + get(&b) + get(&c) + cfg.workers + cfg2.level + cfg2.verbose;
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, (void *)1L);
  pthread_create(&t2, NULL, worker, (void *)-2L);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  return total > 0 ? 0 : 1;
}
