// Writes a fake verdict to every descriptor number, braid's private one included.
#include <unistd.h>
#include "racy_assert.h"
#include "real_libc.h"
static const char fake[] = "{\"bugs\": [], \"complete\": true}\n";
int main(void) {
  ssize_t (*real_write)(int, const void*, size_t) = REAL(write);
  for (int fd = 0; fd < 70000; ++fd) real_write(fd, fake, sizeof fake - 1);
  racy_assert();
  return 0;
}
