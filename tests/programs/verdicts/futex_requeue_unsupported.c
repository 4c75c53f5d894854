// expect: unsupported
// complete: no
// FUTEX_CMP_REQUEUE is not modelled: refused with a clear `unsupported` finding at the
// call, never run natively (it could move real waiters braid does not know about).
#include <linux/futex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_uint cond_word, mutex_word;

int main(void) {
  syscall(SYS_futex, &cond_word, FUTEX_CMP_REQUEUE_PRIVATE, 1, 1, &mutex_word, 0);
  return 0;
}
