// expect: none
// Thread routines picked from a table of function pointers; each touches only its own slot.
#include <pthread.h>
#include <assert.h>
int out[3];
void *r0(void *a) { out[0] = 1; return a; }
void *r1(void *a) { out[1] = 2; return a; }
void *r2(void *a) { out[2] = 3; return a; }
typedef void *(*routine_t)(void *);
routine_t routines[] = {r0, r1, r2};
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, routines[i], (void *)(long)i);
  long sum = 0;
  for (int i = 0; i < 3; i++) { void *r; pthread_join(t[i], &r); sum += (long)r; }
  assert(sum == 3 && out[0] + out[1] + out[2] == 6);
  return 0;
}
