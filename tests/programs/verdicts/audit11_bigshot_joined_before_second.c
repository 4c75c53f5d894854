// expect: none
// classes: 1
// rf-classes: 1
// pthread bigshot_p style: the first thread allocates the buffer, main joins it before
// creating the second, which copies a string into it with strcpy. Ordered by the joins.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
extern void reach_error(void);
char *v;
void *thread1(void *arg) { v = malloc(sizeof(char) * 8); return arg; }
void *thread2(void *arg) { if (v) strcpy(v, "Bigshot"); return arg; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, thread1, 0);
  pthread_join(t1, 0);
  pthread_create(&t2, 0, thread2, 0);
  pthread_join(t2, 0);
  if (v && v[0] != 'B') reach_error();
  free(v);
  return 0;
}
