// expect: assertion
// algos: pop,sdpor,dc
// glibc runs a thread's pthread_key destructors in the order of the keys' numbers, which is
// the order the keys were created in. Two initialisers create a key each from their own
// thread without ordering the creations; a third thread then sets both values and exits,
// and its key destructors log the order. The teardown assumes the connection's destructor
// runs before the buffer's: true only when the connection key was created first.
// Natively (gcc -O2, 2000 runs): "conn buf" 1962 times, the assertion failed 38 times.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
static pthread_key_t connection_key, buffer_key;
static int connection_freed_at, buffer_freed_at, steps;
static void free_connection(void *p) { connection_freed_at = ++steps; (void)p; }
static void free_buffer(void *p) { buffer_freed_at = ++steps; (void)p; }
static void *init_connections(void *arg) {
  pthread_key_create(&connection_key, free_connection);
  return arg;
}
static void *init_buffers(void *arg) {
  pthread_key_create(&buffer_key, free_buffer);
  return arg;
}
static void *session(void *arg) {
  pthread_setspecific(connection_key, arg);
  pthread_setspecific(buffer_key, arg);
  return arg;
}
int main(void) {
  pthread_t a, b, s;
  static int token;
  pthread_create(&a, NULL, init_connections, NULL);
  pthread_create(&b, NULL, init_buffers, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_create(&s, NULL, session, &token);
  pthread_join(s, NULL);
  printf("%s\n", connection_freed_at < buffer_freed_at ? "conn buf" : "buf conn");
  assert(connection_freed_at < buffer_freed_at);
  return 0;
}
