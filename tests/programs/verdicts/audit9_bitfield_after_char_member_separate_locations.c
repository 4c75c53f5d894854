// expect: none
// classes: 1
// rf-classes: 1
// A char member and a following bit-field run are distinct memory locations (C11 3.14):
// one thread writes the char, the other the bit-field, without a lock: no data race.
#include <pthread.h>
#include <assert.h>
struct status { char tag; unsigned level : 3; unsigned armed : 1; };
static struct status s;
static void *tagger(void *arg) { s.tag = 'x'; return arg; }
static void *leveler(void *arg) { s.level = 5; s.armed = 1; return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, tagger, NULL);
  pthread_create(&b, NULL, leveler, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(s.tag == 'x' && s.level == 5 && s.armed == 1);
  return 0;
}
