// expect: deadlock
// Two mailboxes, each with its own C11 condition variable in an array indexed by the slot
// number. The reader of slot 1 waits with `if` on a flag it read before taking the lock
// (under the lock: no race, but the flag can change between the check and the wait), so
// the writer's broadcast can come first: lost wake-up, the reader waits forever on
// `&ready[i]`. The deadlock names the condition variable as the program reaches it
// (docs/runtime.md, trust32). Natively: 0 of 200 runs hung (the window is small).
#include <threads.h>

static mtx_t lock;
static cnd_t ready[2];
static int full[2];

static int reader(void* arg) {
  int i = *(int*)arg;
  mtx_lock(&lock);
  int seen = full[i];
  mtx_unlock(&lock);
  if (!seen) {
    mtx_lock(&lock);
    cnd_wait(&ready[i], &lock);  // `full[i]` may already be set: the broadcast is gone
    mtx_unlock(&lock);
  }
  return 0;
}

static int writer(void* arg) {
  int i = *(int*)arg;
  mtx_lock(&lock);
  full[i] = 1;
  cnd_broadcast(&ready[i]);
  mtx_unlock(&lock);
  return 0;
}

int main(void) {
  static int slot = 1;
  mtx_init(&lock, mtx_plain);
  cnd_init(&ready[0]);
  cnd_init(&ready[1]);
  thrd_t r, w;
  thrd_create(&r, reader, &slot);
  thrd_create(&w, writer, &slot);
  thrd_join(r, 0);
  thrd_join(w, 0);
  return 0;
}
