// expect: none
// complete: yes
// algos: dfs,sdpor,pop
// Asking for an impossible size gets NULL, as from any allocator; the program copes.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  void *p = malloc(SIZE_MAX / 2);
  if (p == NULL) {
    fprintf(stderr, "allocation refused\n");
    return 0;
  }
  free(p);
  return 2;
}
