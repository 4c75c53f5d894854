// expect: none
// complete: yes
// Loops that look like spin loops but make progress: each iteration changes state that
// decides the next one (a counter in the loop, static and thread-local state in the
// called function, the random generator). None may be taken for an await loop: nobody
// ever writes `flag`, and each loop still ends.
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static int flag;

static int polls_static(void) {
  static int calls;  // persists across calls: each call differs
  return ++calls > 3 || flag;
}

static _Thread_local int tls_calls;
static int polls_tls(void) { return ++tls_calls > 3 || flag; }

static int read_flag(void) { return flag; }

static void *worker(void *arg) {
  (void)arg;
  while (!polls_static()) {
  }
  while (!polls_tls()) {
  }
  int seen = 0;
  for (int i = 0; i < 3; i++) seen += read_flag();
  while (rand() % 4 != 0 && !read_flag()) {
  }
  assert(seen == 0);
  return 0;
}

static void *bystander(void *arg) {
  (void)arg;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, bystander, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
