// expect: none
// algos: pop,sdpor,dc
// A reference-counted string with copy-on-write, as string classes did it before C++11:
// handles share one buffer with an atomic count; a write through a handle whose buffer is
// shared first clones the buffer, then drops its reference to the old one; a handle that
// is the only owner writes in place. Two threads each own a handle to the same buffer and
// upper-case a different character; the acq_rel decrement orders a clone's reads of the
// old buffer before the other thread's in-place write to it once it became the only owner.
// Each thread checks its own text; main checks both. gcc -O2, 200 runs under taskset -c 0:
// always 0.
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
    memcpy(copy->text, b->text, sizeof copy->text);  // clone first ...
    h->buf = copy;
    release(b);  // ... then let go of the shared buffer
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
