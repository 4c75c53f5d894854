// expect: none
// algos: pop,sdpor,dc,qpor
// More libc results the caller frees: main takes get_current_dir_name() and a wcsdup()'d
// wide label, hands both to a worker through a struct, and the worker checks and frees them
// after main's pthread_create (which orders main's writes before the worker's frees). Before
// branch audit23 each free was a false "free() of a pointer that is not a heap block".
// Natively (gcc -O2 -fsanitize=address), 100 runs: no error, exit 0 in 100.
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
struct job { char *directory; wchar_t *label; };
static void *consume(void *arg) {
  struct job *j = arg;
  assert(j->directory && j->directory[0] == '/');
  assert(j->label && wcscmp(j->label, L"build") == 0);
  free(j->directory);
  free(j->label);
  return 0;
}
int main(void) {
  struct job j = {get_current_dir_name(), wcsdup(L"build")};
  pthread_t t;
  pthread_create(&t, 0, consume, &j);
  pthread_join(t, 0);
  return 0;
}
