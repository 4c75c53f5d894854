// Input and search functions of libc on buffers two threads share (runtime/library_buffers.h):
// -DWRITE_STATEMENT=S: the writer fills `text` (or `line`, `number`) through S, the reader
// reads with plain loads (READ_EXPRESSION's default); -DREAD_EXPRESSION=E: the writer stores
// plainly, the reader reads through E. -DUNLOCKED drops the mutex (a race).
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char text[32] = "seed";
static char *line;
static size_t capacity;
static int number;
static FILE *input;
static int zero_fd;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static int vlog(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vfprintf(stderr, fmt, ap);  // the read line of vlog's variants
  va_end(ap);
  return n;
}

#ifndef WRITE_STATEMENT
#define WRITE_STATEMENT (text[0] = 'x', number = 1, line = 0)
#endif
#ifndef READ_EXPRESSION
#define READ_EXPRESSION (text[0] + text[2] + number + (line != 0))
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

static void *writer(void *arg) {
  (void)arg;
  enter();
  WRITE_STATEMENT;  // the write line the test expects
  leave();
  return NULL;
}

static void *reader(void *arg) {
  (void)arg;
  char own[16];
  int value = 0;
  (void)own;
  (void)value;
  enter();
  long got = (long)(READ_EXPRESSION);  // the read line the test expects
  leave();
  return (void *)got;
}

int main(void) {
  input = fmemopen("12 word\nmore\n", 13, "r");
  zero_fd = open("/dev/zero", O_RDONLY);
  pthread_t w, r;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(r, NULL);
  free(line);
  fclose(input);
  close(zero_fd);
  return 0;
}
