// expect: none
// algos: pop,sdpor,dc,qpor
// scandir() on the root directory (stable while the corpus runs; alphasort): main scans it,
// then two workers each free every other entry and count them under a mutex, and main frees
// the array after the joins. Every entry is freed once. Before branch audit23, braid
// reported "free() of a pointer that is not a heap block" (scandir's blocks were libc's).
// gcc -O2 -fsanitize=address, 100 runs: no error.
#include <assert.h>
#include <dirent.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
static struct dirent **entries;
static int entry_count, freed;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *release(void *arg) {
  int parity = (int)(long)arg, mine = 0;
  for (int i = parity; i < entry_count; i += 2) {
    assert(entries[i]->d_name[0] != '\0');
    free(entries[i]);
    mine++;
  }
  pthread_mutex_lock(&m);
  freed += mine;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  entry_count = scandir("/", &entries, 0, alphasort);
  assert(entry_count >= 2);                     // "." and ".." at least
  assert(strcmp(entries[0]->d_name, ".") == 0);  // alphasort puts "." first
  pthread_t a, b;
  pthread_create(&a, 0, release, (void *)0L);
  pthread_create(&b, 0, release, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(freed == entry_count);
  free(entries);
  return 0;
}
