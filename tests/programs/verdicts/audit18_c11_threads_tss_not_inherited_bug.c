// expect: crash
// classes: 1
// rf-classes: 1
// C11 <threads.h>: main stores a per-request context in a tss_t key and starts a helper that
// assumes the key's value is inherited (it is per thread: a new thread's value is NULL) and
// dereferences it.
#include <stdlib.h>
#include <threads.h>
struct context { int request_id; };
static tss_t current_context;

static int helper(void *arg) {
  (void)arg;
  struct context *c = tss_get(current_context); /* NULL in this thread */
  return c->request_id; /* BUG */
}

int main(void) {
  tss_create(&current_context, free);
  struct context *c = malloc(sizeof *c);
  c->request_id = 42;
  tss_set(current_context, c);
  thrd_t t;
  thrd_create(&t, helper, 0);
  int r;
  thrd_join(t, &r);
  tss_set(current_context, 0);
  free(c);
  tss_delete(current_context);
  return r == 42 ? 0 : 1;
}
