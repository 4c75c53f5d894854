// expect: none
// classes: 2
// rf-classes: 2
// stdin: audit9_getchar_stdin_three_lines.txt
// main counts the lines of stdin with getchar; two threads then each claim half of that many
// tokens under a mutex; with three lines one token is left, which main checks.
#include <pthread.h>
#include <stdio.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int tokens;
static void *claimer(void *arg) {
  int want = (int)(long)arg;
  pthread_mutex_lock(&m);
  tokens -= want;
  pthread_mutex_unlock(&m);
  return NULL;
}
int main(void) {
  int ch, lines = 0;
  while ((ch = getchar()) != EOF) if (ch == '\n') lines++;
  tokens = lines;
  pthread_t a, b;
  pthread_create(&a, NULL, claimer, (void *)(long)(lines / 2));
  pthread_create(&b, NULL, claimer, (void *)(long)(lines / 2));
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(lines == 3);
  assert(tokens == 1);
  return 0;
}
