// expect: none
// algos: sdpor,pop,dc
// Parallel merge sort: each call on more than 2 elements sorts its left half in a new
// thread and its right half itself, joins, then merges into a stack buffer.
#include <pthread.h>
#include <string.h>
#include <assert.h>
struct range { int *a; int n; };
static void *sort(void *arg);
static void merge(int *a, int n, int mid) {
  int tmp[16];
  int i = 0, j = mid, k = 0;
  while (i < mid && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < n) tmp[k++] = a[j++];
  memcpy(a, tmp, n * sizeof *a);
}
static void *sort(void *arg) {
  struct range *r = arg;
  if (r->n < 2) return 0;
  int mid = r->n / 2;
  struct range left = { r->a, mid }, right = { r->a + mid, r->n - mid };
  if (r->n > 2) {
    pthread_t t;
    pthread_create(&t, 0, sort, &left);
    sort(&right);
    pthread_join(t, 0);
  } else {
    sort(&left);
    sort(&right);
  }
  merge(r->a, r->n, mid);
  return 0;
}
int main(void) {
  int data[5] = { 4, 1, 5, 2, 3 };
  struct range all = { data, 5 };
  sort(&all);
  for (int i = 0; i < 5; i++) assert(data[i] == i + 1);
  return 0;
}
