// expect: none
// classes: 2
// A consumer polls with do/while a helper that returns a struct whose payload is set only
// when a value is there (otherwise it is whatever the stack held). The poll must wait for
// the producer the same way in every execution, whatever earlier executions left on the
// reused stack.
#include <assert.h>
#include <pthread.h>

struct reply { int ready; int payload; };
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int box, full;

static struct reply poll_box(void) {
  struct reply r;
  pthread_mutex_lock(&m);
  r.ready = full;
  if (full) r.payload = box;
  pthread_mutex_unlock(&m);
  return r;
}

static void *producer(void *arg) {
  pthread_mutex_lock(&m);
  box = (int)(long)arg;
  full = 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t p;
  pthread_create(&p, 0, producer, (void *)7L);
  struct reply r;
  do {
    r = poll_box();
  } while (!r.ready);
  assert(r.payload == 7);
  pthread_join(p, 0);
  return 0;
}
