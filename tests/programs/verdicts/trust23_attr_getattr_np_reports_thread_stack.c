// expect: none
// pthread_getattr_np on a thread created with a 96 KiB stack and a 16 KiB guard answers that
// size and guard, and a stack that holds the thread's own locals; the main thread's size is
// the default one, and pthread_attr_setguardsize / getguardsize round-trip. Checked with gcc
// -O0 natively: exit 0 (braid returned glibc's defaults until branch trust23).
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
static void *worker(void *arg) {
  (void)arg;
  char local = 1;
  pthread_attr_t self;
  assert(pthread_getattr_np(pthread_self(), &self) == 0);
  void *low;
  size_t size, guard;
  assert(pthread_attr_getstack(&self, &low, &size) == 0);
  assert(size >= 96 * 1024 && size < 100 * 1024);
  assert((char *)low < &local && &local < (char *)low + size);
  assert(pthread_attr_getguardsize(&self, &guard) == 0);
  assert(guard == 16 * 1024);
  pthread_attr_destroy(&self);
  return (void *)(long)local;
}
int main(void) {
  pthread_attr_t attr;
  size_t guard = 0;
  pthread_attr_init(&attr);
  assert(pthread_attr_setstacksize(&attr, 96 * 1024) == 0);
  assert(pthread_attr_setguardsize(&attr, 16 * 1024) == 0);
  assert(pthread_attr_getguardsize(&attr, &guard) == 0 && guard == 16 * 1024);
  pthread_t t;
  assert(pthread_create(&t, &attr, worker, 0) == 0);
  pthread_attr_t main_attr;
  size_t main_size = 0;
  assert(pthread_getattr_np(pthread_self(), &main_attr) == 0);
  assert(pthread_attr_getstacksize(&main_attr, &main_size) == 0 && main_size >= 1024 * 1024);
  pthread_attr_destroy(&main_attr);
  pthread_join(t, 0);
  pthread_attr_destroy(&attr);
  return 0;
}
