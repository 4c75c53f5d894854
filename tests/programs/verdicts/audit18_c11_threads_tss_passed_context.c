// expect: none
// algos: sdpor,pop,qpor,dc
// C11 <threads.h>: each worker installs its own context in a tss_t key (the destructor frees it
// when the thread ends), a helper function deep in the call chain finds it with tss_get, and
// the workers' results meet under an mtx_t; call_once initialises the key once, from whichever
// worker gets there first.
#include <assert.h>
#include <stdlib.h>
#include <threads.h>
struct context { int worker; int calls; };
static tss_t current_context;
static once_flag key_once = ONCE_FLAG_INIT;
static mtx_t results_lock;
static int total_calls;
static int destroyed;

static void destroy_context(void *p) {
  mtx_lock(&results_lock);
  ++destroyed;
  mtx_unlock(&results_lock);
  free(p);
}
static void make_key(void) { tss_create(&current_context, destroy_context); }

static void note_call(void) {
  struct context *c = tss_get(current_context);
  ++c->calls;
}

static int worker(void *arg) {
  call_once(&key_once, make_key);
  struct context *c = malloc(sizeof *c);
  c->worker = (int)(long)arg;
  c->calls = 0;
  tss_set(current_context, c);
  note_call();
  note_call();
  mtx_lock(&results_lock);
  total_calls += c->calls;
  mtx_unlock(&results_lock);
  return 0;
}

int main(void) {
  mtx_init(&results_lock, mtx_plain);
  thrd_t t[2];
  for (long i = 0; i < 2; ++i) thrd_create(&t[i], worker, (void *)i);
  for (int i = 0; i < 2; ++i) thrd_join(t[i], 0);
  assert(total_calls == 4);
  assert(destroyed == 2);
  tss_delete(current_context);
  mtx_destroy(&results_lock);
  return 0;
}
