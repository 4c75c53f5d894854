// libc functions that read or write the program's buffers (runtime/library_buffers.h), on
// a buffer two threads share. -DWRITE_WITH=F: the writer thread writes through F, the
// reader reads with plain loads; -DREAD_WITH=F: the writer stores plainly, the reader reads
// through F. -DUNLOCKED drops the mutex (a race on `text` or `table`); -DPRIVATE_CALLS adds
// calls on each thread's own buffers, which must make no event.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static char text[32] = "seed";
static int table[4] = {3, 1, 2, 0};
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

#ifndef WRITE_STATEMENT
#define WRITE_STATEMENT (text[0] = 'x', table[0] = 9)
#endif
#ifndef READ_EXPRESSION
#define READ_EXPRESSION (text[0] + text[4] + table[0])
#endif

static void enter(void) {
#ifndef UNLOCKED
  pthread_mutex_lock(&m);
#endif
}
static void leave(void) {
#ifndef UNLOCKED
  pthread_mutex_unlock(&m);
#endif
}
static int by_value(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

static void write_shared(void) {
  WRITE_STATEMENT;  // the write line the test expects
}

static void *writer(void *arg) {
  (void)arg;
#ifdef PRIVATE_CALLS
  char own[16];
  snprintf(own, sizeof own, "w%d", 1);
  if (strlen(own) != 2) return NULL;
#endif
  enter();
  write_shared();
  leave();
  return NULL;
}

static void *reader(void *arg) {
  (void)arg;
#ifdef PRIVATE_CALLS
  char own[16];
  strcpy(own, "reader");
  if (strcmp(own, "r") == 0) return NULL;
#endif
  enter();
  int got = READ_EXPRESSION;  // the read line the test expects
  leave();
  return (void *)(long)got;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(r, NULL);
  return 0;
}
