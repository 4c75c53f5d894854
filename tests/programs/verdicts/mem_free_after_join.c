// expect: none
// The same buffer freed after the join: no use after free.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
int *buffer;
void *reader(void *arg) { assert(buffer[0] == 1); return 0; }
int main(void) {
  buffer = malloc(4 * sizeof(int));
  buffer[0] = 1;
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  pthread_join(t, 0);
  free(buffer);
  return 0;
}
