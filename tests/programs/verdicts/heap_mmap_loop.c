// time-limit: 8
// expect: bound
// algos: dfs,sdpor,pop
// Anonymous mappings taken in a loop and never unmapped.
#include <stddef.h>
#include <sys/mman.h>

int main(void) {
  for (;;) {
    char *page = mmap(NULL, 1 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (page == MAP_FAILED) return 1;
    page[0] = 1;
  }
}
