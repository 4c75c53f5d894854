// expect: none
// complete: no
// The program switches LC_NUMERIC to "C.UTF-8" (glibc's built-in locale) at the start of
// main and back to "C" at its end. The locale is the process's, not the execution's: an
// execution cut short (a bug, the end of a schedule that stops early) leaves it set for the
// next one, and braid's other workers see it too. braid does not model the locale per
// execution; it says so: a note and an incomplete verdict, never a silent difference.
#include <assert.h>
#include <locale.h>
#include <pthread.h>
#include <string.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int n;
static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  ++n;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  const char *start = setlocale(LC_NUMERIC, NULL);
  int was_c = start && strcmp(start, "C") == 0;
  if (!setlocale(LC_NUMERIC, "C.UTF-8")) return 0;  // no such locale: nothing to show
  pthread_t t[2];
  for (int i = 0; i < 2; ++i) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < 2; ++i) pthread_join(t[i], NULL);
  setlocale(LC_NUMERIC, "C");
  return was_c ? 0 : 3;
}
