"""Test programs for braidd's end-to-end tests."""

LOST_UPDATE = """#include <pthread.h>
#include <assert.h>
int counter;
void *worker(void *arg) { int tmp = counter; counter = tmp + 1; return 0; }
int main(void) { pthread_t a, b; pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0); pthread_join(b, 0); assert(counter == 2); return 0; }
"""
LOST_UPDATE_ASSERT_LINE = 5  # 0-based line of the assert

# Lock-based and data-race free (QPOR's class): two lock orders, a deadlock in some runs.
LOCK_ORDER_DEADLOCK = """#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int x;
void *ab(void *arg) { pthread_mutex_lock(&a); pthread_mutex_lock(&b); x++; pthread_mutex_unlock(&b); pthread_mutex_unlock(&a); return 0; }
void *ba(void *arg) { pthread_mutex_lock(&b); pthread_mutex_lock(&a); x++; pthread_mutex_unlock(&a); pthread_mutex_unlock(&b); return 0; }
int main(void) { pthread_t t[3]; pthread_create(&t[0], 0, ab, 0); pthread_create(&t[1], 0, ba, 0);
  pthread_create(&t[2], 0, ab, 0); for (int i = 0; i < 3; i++) pthread_join(t[i], 0); return 0; }
"""

FIXED = """#include <pthread.h>
#include <assert.h>
int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) { pthread_mutex_lock(&m); int tmp = counter; counter = tmp + 1; pthread_mutex_unlock(&m); return 0; }
int main(void) { pthread_t a, b; pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0); pthread_join(b, 0); assert(counter == 2); return 0; }
"""

SEGFAULT = """#include <pthread.h>
#include <signal.h>
int main(void) { raise(SIGSEGV); volatile int *p = 0; *p = 1; return 0; }
"""

LOOP = """int main(void) { while (1); return 0; }
"""

ALLOC = """#include <stdlib.h>
#include <string.h>
int main(void) { for (;;) { char *p = malloc(1 << 20); if (p) memset(p, 1, 1 << 20); } return 0; }
"""

NO_MAIN = """int helper(int x) { return x + 1; }
"""

COMPILE_ERROR = """int main(void) { return undefined_variable; }
"""

# Many interleavings: exhaustive exploration runs until the time budget.
LONG = """#include <pthread.h>
int x;
void *w(void *a) { for (int i = 0; i < 8; i++) { x = x + 1; } return 0; }
int main(void) { pthread_t t[4]; for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, w, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0); return 0; }
"""

# A two-file project with a compilation database (test_project): the bug's assertion is in
# worker.c, main() in main.c; ROUNDS comes from an include directory and a -D flag.
PROJECT_CONFIG_H = """#define ROUNDS 1
"""
PROJECT_WORKER_C = """#include <assert.h>
#include "config.h"
int counter;
void *worker(void *arg) {
#ifdef LOCKED
  __atomic_fetch_add(&counter, ROUNDS, __ATOMIC_SEQ_CST);
#else
  int tmp = counter; counter = tmp + ROUNDS;
#endif
  return 0;
}
void check_counter(void) { assert(counter == 2 * ROUNDS); }
"""
PROJECT_WORKER_ASSERT_LINE = 11  # 0-based
PROJECT_MAIN_C = """#include <pthread.h>
void *worker(void *arg);
void check_counter(void);
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  check_counter();
  return 0;
}
"""
