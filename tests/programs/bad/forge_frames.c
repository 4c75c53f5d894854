// Writes well-formed frames of braid's verdict channel (a fake "no bug" verdict and an end
// frame without the run's secret) to every descriptor, then ends the process for real.
#include <sys/syscall.h>
#include <unistd.h>
#include "real_libc.h"
static const char fake[] =
    "Bo\x1f\0\0\0{\"bugs\": [], \"complete\": true}\n"  // 31 bytes of fake verdict
    "Bz\x01\0\0\0" "0";                                  // "the engine ended with status 0"
int main(void) {
  ssize_t (*real_write)(int, const void*, size_t) = REAL(write);
  for (int fd = 3; fd < 70000; ++fd) real_write(fd, fake, sizeof fake - 1);
  REAL(syscall)(SYS_exit_group, 0);
  return 0;
}
