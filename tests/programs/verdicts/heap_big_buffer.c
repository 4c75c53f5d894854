// time-limit: 8
// expect: bound
// algos: dfs,sdpor,pop
// A 2 GiB buffer: more than one execution may allocate by default (--max-heap).
#include <stdlib.h>
#include <string.h>

int main(void) {
  size_t size = (size_t)2 << 30;
  char *buffer = malloc(size);
  if (buffer == NULL) return 0;
  buffer[0] = 1;
  free(buffer);
  return 0;
}
