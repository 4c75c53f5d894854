// A struct copied whole (one 16-byte write) while another thread reads it field by field
// without the lock: two races, one on each field.
#include <pthread.h>
struct range {
  long lo, hi;
};
static struct range shared;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *widen(void *arg) {
  (void)arg;
  struct range r = {-5, 5};
  pthread_mutex_lock(&m);
  shared = r;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, widen, 0);
  struct range snap = shared;  // read field by field, without the lock
  pthread_join(t, 0);
  return snap.lo == -snap.hi ? 0 : 1;
}
