// expect: memory-error
// complete: yes
// algos: dfs,sdpor,pop
// A parser fills a result through a pointer only when the input is valid; the worker reads
// the result either way.
#include <pthread.h>

struct result {
  int value;
  int valid;
};

static int input = -1;
static int consumed;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void parse(int raw, int *out) {
  if (raw >= 0) *out = raw * 2;
}

static int read_value(const int *p) { return *p; }

static void *worker(void *arg) {
  (void)arg;
  int parsed;
  pthread_mutex_lock(&lock);
  parse(input, &parsed);
  pthread_mutex_unlock(&lock);
  consumed = read_value(&parsed);
  return NULL;
}

static void *producer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  input = 21;
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, producer, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
