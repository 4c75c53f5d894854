// The real execve: the engine process is replaced, its verdict channel closes.
#include <unistd.h>
#include "real_libc.h"
int main(void) {
  char* argv[] = {"sleep", "30", 0};
  char* envp[] = {0};
  REAL(execve)("/bin/sleep", argv, envp);
  return 0;
}
