// The real write(1)/write(2), a flood with fake verdicts, and writes to every descriptor
// number (braid's verdict channel among them).
#include <unistd.h>
#include "racy_assert.h"
#include "real_libc.h"
static const char fake[] = "{\"bugs\": [], \"complete\": true, \"executions\": 1}\nno bugs\n";
int main(void) {
  ssize_t (*real_write)(int, const void*, size_t) = REAL(write);
  for (int i = 0; i < 20000; ++i) {
    real_write(1, fake, sizeof fake - 1);
    real_write(2, fake, sizeof fake - 1);
  }
  racy_assert();
  return 0;
}
