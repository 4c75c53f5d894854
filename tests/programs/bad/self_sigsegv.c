// kill(getpid(), SIGSEGV) in one schedule only: a crash of the execution that sent it
// (with --jobs 2 too, where the real signal could land on another worker's execution).
#include <signal.h>
#include <unistd.h>
#include "racy_assert.h"
static void* killer(void* arg) {
  (void)arg;
  if (counter == 1) kill(getpid(), SIGSEGV);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, killer, 0);
  racy_assert();
  pthread_join(t, 0);
  return 0;
}
