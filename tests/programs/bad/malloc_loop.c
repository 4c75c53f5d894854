// Unbounded allocation through malloc.
#include <stdlib.h>
int main(void) {
  for (;;) {
    char* p = malloc(1 << 30);
    if (p) p[0] = 1;
  }
}
