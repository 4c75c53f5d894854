// expect: assertion
// Two threads create a pthread key each, without ordering the creations; a third thread,
// started once both exist, gives both keys a value and exits. Its destructors run in the
// order of the keys' numbers, i.e. the order of creation: the "flush" destructor must run
// before the "close" one, which holds only if the flush key was created first.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
static pthread_key_t flush_key, close_key;
static int flushed, closed_before_flush;
static void flush_buffer(void *value) {
  (void)value;
  flushed = 1;
}
static void close_file(void *value) {
  (void)value;
  if (!flushed) closed_before_flush = 1;
}
static void *make_flush_key(void *arg) {
  pthread_key_create(&flush_key, flush_buffer);
  return arg;
}
static void *make_close_key(void *arg) {
  pthread_key_create(&close_key, close_file);
  return arg;
}
static void *writer(void *arg) {
  pthread_setspecific(flush_key, &flushed);
  pthread_setspecific(close_key, &closed_before_flush);
  return arg;
}
int main(void) {
  pthread_t a, b, w;
  pthread_create(&a, NULL, make_flush_key, NULL);
  pthread_create(&b, NULL, make_close_key, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_create(&w, NULL, writer, NULL);
  pthread_join(w, NULL);
  printf("closed before flush: %d\n", closed_before_flush);
  assert(!closed_before_flush);
  return 0;
}
