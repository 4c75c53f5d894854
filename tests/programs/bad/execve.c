// execve of another program: refused (`unsupported`).
#include <unistd.h>
int main(void) {
  char* argv[] = {"true", 0};
  char* envp[] = {0};
  execve("/bin/true", argv, envp);
  return 0;
}
