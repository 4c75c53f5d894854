// The real exit_group(0) before anything else: the engine process ends with status 0 and
// no verdict. Must be reported as incomplete, never as "no bug".
#include <sys/syscall.h>
#include <unistd.h>
#include "racy_assert.h"
#include "real_libc.h"
int main(void) {
  REAL(syscall)(SYS_exit_group, 0);
  racy_assert();
  return 0;
}
