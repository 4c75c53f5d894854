// expect: none
// classes: 1
// rf-classes: 1
// A thread created with a 32 MiB stack size fills a 12 MiB local buffer.
#include <pthread.h>
#include <string.h>
#include <assert.h>
int done;
void *w(void *a) { (void)a; char buf[12 << 20]; memset(buf, 1, sizeof buf); __atomic_fetch_add(&done, buf[12345], __ATOMIC_SEQ_CST); return 0; }
int main(void) {
  pthread_attr_t at; pthread_attr_init(&at); pthread_attr_setstacksize(&at, 32 << 20);
  pthread_t t; pthread_create(&t, &at, w, 0); pthread_join(t, 0);
  assert(done == 1);
  return 0;
}
