// expect: crash
// One attribute (64 KiB stack) for three threads created in a loop; the third recurses 400
// frames of over 1 KiB (`depth(n - 1) + buf[3]`): gcc -O0 and -O2 builds die of SIGSEGV. braid
// missed it until branch trust23: SROA split the memset array into the one byte read back, so
// each frame was a few dozen bytes (docs/runtime.md, trust23: locals of 64 bytes or more now
// keep their bytes in the frame).
#include <pthread.h>
#include <string.h>
static int depth(int n) { volatile char buf[1024]; memset((char *)buf, n, sizeof buf); return n ? depth(n - 1) + buf[3] : 0; }
static void *w(void *a) { return (void *)(long)depth((int)(long)a); }
int main(void) {
  pthread_attr_t at; pthread_attr_init(&at); pthread_attr_setstacksize(&at, 65536);
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], &at, w, (void *)(i == 2 ? 400L : 8L));
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
