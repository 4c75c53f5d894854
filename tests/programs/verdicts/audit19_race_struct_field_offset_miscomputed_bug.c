// expect: data-race
// classes: 3
// rf-classes: 2
// BUG: race-challenges style: the second thread computes its field's address as "the field
// before `total`" by subtracting sizeof(long) from offsetof(total), which lands on `hits`
// (padding included: hits at 4, total at 8), the field the first thread updates.
#include <pthread.h>
#include <stddef.h>
struct record { char tag; int hits; long total; };
static struct record shared_rec;

static void *bump_hits(void *arg) {
  char *base = arg;
  (*(int *)(base + offsetof(struct record, hits)))++;
  return 0;
}
static void *set_previous(void *arg) {
  char *base = arg;
  *(int *)(base + offsetof(struct record, total) - sizeof(long) + sizeof(int)) = 7;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, bump_hits, &shared_rec);
  pthread_create(&t2, 0, set_previous, &shared_rec);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
