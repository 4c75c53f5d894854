// expect: bound
// complete: no
// flags: --max-heap 64M
// time-limit: 10
// A cache that only ever grows: a worker allocates 1 MiB entries for ever and links them in
// (a memory "leak" that stays reachable). A real run ends when memory runs out; braid stops it
// at the heap bound (--max-heap) and the verdict must say the check is incomplete, within the
// time limit.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
struct entry { struct entry *next; char payload[1 << 20]; };
static struct entry *cache;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *filler(void *arg) {
  (void)arg;
  for (;;) {
    struct entry *e = malloc(sizeof *e);
    if (!e) return 0;
    memset(e->payload, 1, 64);
    pthread_mutex_lock(&m);
    e->next = cache;
    cache = e;
    pthread_mutex_unlock(&m);
  }
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, filler, 0);
  pthread_join(t, 0);
  return 0;
}
