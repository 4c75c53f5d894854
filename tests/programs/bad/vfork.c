// vfork: refused (`unsupported`).
#include <unistd.h>
int main(void) {
  if (vfork() == 0) _exit(0);
  return 0;
}
