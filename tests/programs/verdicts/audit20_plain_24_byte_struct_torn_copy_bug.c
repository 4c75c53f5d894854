// expect: data-race, assertion
// The writer and reader of audit20_atomic_24_byte_struct_libatomic.c with the struct plain:
// a struct assignment is three word copies, so the reader can see a mix of {1,2,3} and
// {4,5,6} (a + b + c not in {0, 6, 15}); the copies race.
#include <assert.h>
#include <pthread.h>
struct triple {
  long a, b, c;
};
static struct triple shared;
static void *writer(void *arg) {
  struct triple one = {1, 2, 3}, two = {4, 5, 6};
  shared = one;
  shared = two;
  return arg;
}
static void *reader(void *arg) {
  struct triple seen = shared;
  long sum = seen.a + seen.b + seen.c;
  assert(sum == 0 || sum == 6 || sum == 15);
  return arg;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(r, NULL);
  return 0;
}
