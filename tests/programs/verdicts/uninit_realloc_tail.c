// expect: memory-error
// complete: yes
// algos: dfs,sdpor,pop
// The buffer grows with realloc, and the sum reads one slot past what was filled.
#include <stdlib.h>

int main(void) {
  int *values = malloc(2 * sizeof *values);
  values[0] = 1;
  values[1] = 2;
  values = realloc(values, 4 * sizeof *values);
  values[2] = 3;
  int sum = 0;
  for (int i = 0; i < 4; i++) sum += values[i];
  free(values);
  return sum == 6 ? 0 : 1;
}
