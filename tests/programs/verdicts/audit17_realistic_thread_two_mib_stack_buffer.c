// expect: none
// classes: 1
// rf-classes: 1
// Each thread fills a 2 MiB local buffer (glibc's default thread stack is 8 MiB).
#include <pthread.h>
#include <string.h>
#include <assert.h>
int sums[2];
void *w(void *a) {
  int i = *(int *)a;
  char buf[2 << 20]; /* 2 MiB: fits glibc's default 8 MiB thread stack */
  memset(buf, i + 1, sizeof buf);
  sums[i] = buf[0] + buf[sizeof buf - 1];
  return 0;
}
int main(void) { int ids[2] = {0, 1}; pthread_t t[2]; for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, w, &ids[i]); for (int i = 0; i < 2; i++) pthread_join(t[i], 0); assert(sums[0] == 2 && sums[1] == 4); return 0; }
