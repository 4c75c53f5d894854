// expect: data-race, assertion, memory-error
// algos: pop,sdpor,dc
// The copy-on-write string of audit22_cow_string_clone_then_release.c with the clone and
// the release swapped: a writer drops its reference to the shared buffer BEFORE copying
// it. The other writer can then find itself the only owner and write in place while the
// first still copies: the copy races with the in-place write, and when the copy sees the
// other's upper-case letter the first writer's own check fails. When both see the count 2
// and both release first, the second release frees the buffer both are about to copy (use
// after free). gcc -O2, 2000 runs with a sched_yield between release and memcpy: the
// program aborted in 990 runs.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
struct buffer { atomic_int refs; char text[8]; };
struct handle { struct buffer *buf; };
static void release(struct buffer *b) {
  if (atomic_fetch_sub_explicit(&b->refs, 1, memory_order_acq_rel) == 1) free(b);
}
static void set_char(struct handle *h, int at, char c) {
  struct buffer *b = h->buf;
  if (atomic_load_explicit(&b->refs, memory_order_acquire) != 1) {
    struct buffer *copy = malloc(sizeof *copy);
    atomic_init(&copy->refs, 1);
    release(b);  // wrong: let go of the shared buffer before cloning it
    memcpy(copy->text, b->text, sizeof copy->text);
    h->buf = copy;
  }
  h->buf->text[at] = c;
}
static struct handle handles[2];
static void *writer(void *arg) {
  int id = (int)(long)arg;
  set_char(&handles[id], id, id ? 'B' : 'A');
  assert(handles[id].buf->text[id] == (id ? 'B' : 'A'));
  assert(handles[id].buf->text[1 - id] == (id ? 'a' : 'b'));  // the other write is not ours
  return 0;
}
int main(void) {
  struct buffer *shared = malloc(sizeof *shared);
  atomic_init(&shared->refs, 2);
  strcpy(shared->text, "abc");
  handles[0].buf = handles[1].buf = shared;
  pthread_t t0, t1;
  pthread_create(&t0, 0, writer, (void *)0L);
  pthread_create(&t1, 0, writer, (void *)1L);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  assert(strcmp(handles[0].buf->text, "Abc") == 0);
  assert(strcmp(handles[1].buf->text, "aBc") == 0);
  release(handles[0].buf);
  release(handles[1].buf);
  return 0;
}
