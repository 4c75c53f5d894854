// expect: data-race, assertion
// classes: 2
// rf-classes: 2
// pthread bigshot_s style: both threads run at once. The second reads v while the first
// writes it (a data race); when the copy runs before the allocation, main finds the zeroed
// buffer without the string.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
extern void reach_error(void);
char *v;
void *thread1(void *arg) { v = calloc(8, sizeof(char)); return arg; }
void *thread2(void *arg) { if (v) strcpy(v, "Bigshot"); return arg; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thread1, 0);
  pthread_create(&t2, 0, thread2, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (v[0] != 'B') reach_error();
  free(v);
  return 0;
}
