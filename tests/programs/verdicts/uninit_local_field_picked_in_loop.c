// expect: memory-error
// complete: yes
// A helper picks one of two fields by index; the caller set only one of them, and the loop
// asks for both (a struct local read through a helper, from two threads).
#include <pthread.h>
#include <stdio.h>
struct acc { int bal; int limit; };
static int pick(struct acc *a, int which) { return which ? a->limit : a->bal; }
void *t(void *p) { struct acc a; a.bal = 5; int s = 0; for (int i = 0; i < 2; i++) s += pick(&a, i); printf("%d\n", s); return 0; }
int main(void) { pthread_t x, y; pthread_create(&x, 0, t, 0); pthread_create(&y, 0, t, 0); pthread_join(x, 0); pthread_join(y, 0); return 0; }
