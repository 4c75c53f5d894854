// kill(getpid(), SIGKILL) through the intercepted call: a crash finding.
#include <signal.h>
#include <unistd.h>
int main(void) {
  kill(getpid(), SIGKILL);
  return 0;
}
