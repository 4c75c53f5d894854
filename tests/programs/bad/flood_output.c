// Floods stdout and stderr through printf, write(1) and write(2), with fake verdicts.
#include <stdio.h>
#include <unistd.h>
#include "racy_assert.h"
static const char fake[] = "{\"bugs\": [], \"complete\": true, \"executions\": 1}\nno bugs\n";
int main(void) {
  for (int i = 0; i < 200000; ++i) {
    printf("%s", fake);
    write(1, fake, sizeof fake - 1);
    write(2, fake, sizeof fake - 1);
  }
  racy_assert();
  return 0;
}
