// expect: none
// classes: 5
// rf-classes: 5
// A short thread index checked by an early return (`if (!(0 <= i && i < 3)) return 0;`), the
// shape many harnesses use instead of an assumption: the negative values, and those from 3
// up, each take one path that returns from main at once (one value stands for each path:
// SHRT_MIN and 3), 0..2 are explored, and the verdict is complete. The
// indexed worker writes its own array element; main reads them after joining.
#include <assert.h>
#include <pthread.h>
extern short __VERIFIER_nondet_short(void);
int cells[3];
void *fill(void *arg) {
  long i = (long)arg;
  cells[i] = (int)i + 10;
  return 0;
}
int main(void) {
  short i = __VERIFIER_nondet_short();
  if (!(0 <= i && i < 3)) return 0;
  pthread_t t;
  pthread_create(&t, 0, fill, (void *)(long)i);
  pthread_join(t, 0);
  assert(cells[i] == i + 10);
  return 0;
}
