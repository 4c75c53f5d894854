// Unbounded allocation through mmap (not the heap braid models), touching every page.
#include <sys/mman.h>
#include <string.h>
#include "real_libc.h"
int main(void) {
  for (;;) {
    char* p = mmap(0, 64 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p != MAP_FAILED) REAL(memset)(p, 1, 64 << 20);
  }
}
