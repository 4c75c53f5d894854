// expect: none
// classes: 1
// rf-classes: 1
// race-challenges style: two threads reach different fields of one shared struct only
// through pointer arithmetic on a char pointer and offsetof; the fields are distinct memory
// locations, so there is no race. main reads both after the joins.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
struct record { char tag; int hits; short flags; long total; };
static struct record shared_rec;

static void *bump_hits(void *arg) {
  char *base = arg;
  int *hits = (int *)(base + offsetof(struct record, hits));
  for (int i = 0; i < 3; i++) (*hits)++;
  return 0;
}
static void *bump_total(void *arg) {
  char *base = arg;
  long *total = (long *)(base + offsetof(struct record, total));
  *total += 40;
  *(short *)(base + offsetof(struct record, flags)) = 1;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, bump_hits, &shared_rec);
  pthread_create(&t2, 0, bump_total, &shared_rec);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(shared_rec.hits == 3 && shared_rec.total == 40 && shared_rec.flags == 1);
  return 0;
}
