// expect: assertion
// fmax with the comparison and the update in two separate atomic functions: a thread that
// read the old maximum can overwrite a larger one written in between.
#include <assert.h>
#include <pthread.h>
static int data[4] = {3, 9, 4, 7};
static int max = -1;
static int __VERIFIER_atomic_read_max(void) { return max; }
static void __VERIFIER_atomic_write_max(int v) { max = v; }
static void *scan(void *arg) {
  int offset = (int)(long)arg, local = -1;
  for (int i = offset; i < 4; i += 2)
    if (data[i] > local) local = data[i];
  if (local > __VERIFIER_atomic_read_max()) __VERIFIER_atomic_write_max(local);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, scan, (void *)0);
  pthread_create(&b, NULL, scan, (void *)1);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(max == 9);
  return 0;
}
