// expect: data-race, memory-error
// rf-classes: 4
// Two workers store into a shared buffer without joining; main calls exit(0) and the exit
// handler frees the buffer. Either store can come after the free (a use after free through a
// write, which no read tells apart from the store before the free).
#include <pthread.h>
#include <stdlib.h>
static long *buffer;
static void release(void) { free(buffer); }
static void *writer(void *arg) {
  buffer[(long)arg] = (long)arg;
  return arg;
}
int main(void) {
  buffer = malloc(2 * sizeof *buffer);
  atexit(release);
  pthread_t a, b;
  pthread_create(&a, NULL, writer, (void *)0L);
  pthread_create(&b, NULL, writer, (void *)1L);
  exit(0);
}
