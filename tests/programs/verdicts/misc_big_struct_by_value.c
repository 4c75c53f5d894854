// expect: none
// algos: sdpor,pop,dc,qpor
// A 4 KiB struct passed by value to a helper from each thread (a copy on the thread's
// stack), and returned by value; thread stacks set to 256 KiB with pthread_attr_setstacksize.
#include <pthread.h>
#include <string.h>
#include <assert.h>
struct big { int id; char pad[4096]; int check; };
struct big shared_template;
static struct big stamp(struct big b, int id) { b.id = id; b.check = id * 3; memset(b.pad, id, sizeof b.pad); return b; }
int results[2];
void *worker(void *arg) {
  long id = (long)arg;
  struct big mine = stamp(shared_template, (int)id);
  assert(mine.pad[4095] == (char)id);
  results[id] = mine.check;
  return 0;
}
int main(void) {
  shared_template.check = -1;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 256 * 1024);
  pthread_t a, b;
  pthread_create(&a, &attr, worker, (void *)0L); pthread_create(&b, &attr, worker, (void *)1L);
  pthread_attr_destroy(&attr);
  pthread_join(a, 0); pthread_join(b, 0);
  assert(results[0] == 0 && results[1] == 3);
  return 0;
}
