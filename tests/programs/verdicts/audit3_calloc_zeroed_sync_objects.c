// expect: none
// Sync objects inside calloc'd memory, never initialised: all-zero bytes are a valid default
// mutex and condition variable in glibc (PTHREAD_*_INITIALIZER are zeros), and programs rely
// on it.
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
struct chan { pthread_mutex_t m; pthread_cond_t c; int value, full; };
void *sender(void *arg) {
  struct chan *ch = arg;
  pthread_mutex_lock(&ch->m);
  ch->value = 7;
  ch->full = 1;
  pthread_cond_signal(&ch->c);
  pthread_mutex_unlock(&ch->m);
  return 0;
}
int main(void) {
  struct chan *ch = calloc(1, sizeof *ch);
  pthread_t t;
  pthread_create(&t, 0, sender, ch);
  pthread_mutex_lock(&ch->m);
  while (!ch->full) pthread_cond_wait(&ch->c, &ch->m);
  assert(ch->value == 7);
  pthread_mutex_unlock(&ch->m);
  pthread_join(t, 0);
  free(ch);
  return 0;
}
