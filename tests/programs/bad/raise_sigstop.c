// raise(SIGSTOP) through the intercepted call: refused (`unsupported`).
#include <signal.h>
int main(void) {
  raise(SIGSTOP);
  return 0;
}
