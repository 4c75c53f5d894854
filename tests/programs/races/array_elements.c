// races: each thread writes its own element of a char array and of an int array: no race.
// With -DSAME_ELEMENT thread 1 also writes element 0 of both arrays and races with thread 0.
// With -DWHOLE_WORD main reads 4 chars at once (partial overlap) before joining.
#include <pthread.h>


_Alignas(int) char bytes[4];
int words[4];

static void *worker(void *arg) {
  long i = (long)arg;
  bytes[i] = (char)i;
  words[i] = (int)i;
#ifdef SAME_ELEMENT
  if (i == 1) {
    bytes[0] = 7;
    words[0] = 7;
  }
#endif
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, (void *)i);
#ifdef WHOLE_WORD
  int all;
  all = *(volatile int *)bytes;
  (void)all;
#endif
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return bytes[0] + words[1] == 100;
}
