// expect: none
// complete: yes
// algos: sdpor,pop
// Locals reached through helpers in the ways C programs do: a struct copied whole through
// pointers (padding and unset fields included), an array filled at some indices and read
// only there, a result written by a recursive helper, a pointer stored in a local of the
// helper before use, and a local whose address a helper hands to another thread.
#include <pthread.h>
#include <string.h>

struct item {
  char kind;  // padding follows
  int weight;
  int spare;  // never set
};

static int sink;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void copy_item(struct item *to, const struct item *from) { *to = *from; }
static void fill_even(int *a, int n) {
  for (int i = 0; i < n; i += 2) a[i] = i;
}
static int sum_even(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i += 2) s += a[i];
  return s;
}
static void depth(int n, int *out) {
  if (n == 0) {
    *out = 0;
    return;
  }
  depth(n - 1, out);
  *out += 1;
}
static void through_slot(int *p) {
  int *q = p;
  q[0] = 7;
}
static void *reader(void *arg) {
  int v = *(int *)arg;
  pthread_mutex_lock(&lock);
  sink += v;
  pthread_mutex_unlock(&lock);
  return NULL;
}
static void start_reader(pthread_t *t, int *value) { pthread_create(t, NULL, reader, value); }

static void *worker(void *arg) {
  (void)arg;
  struct item a, b;
  a.kind = 'k';
  a.weight = 3;
  copy_item(&b, &a);
  int evens[6];
  fill_even(evens, 6);
  int d;
  depth(3, &d);
  int via_slot;
  through_slot(&via_slot);
  pthread_mutex_lock(&lock);
  sink += b.weight + sum_even(evens, 6) + d + via_slot;
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_t w, r;
  int shared_value = 5;
  pthread_create(&w, NULL, worker, NULL);
  start_reader(&r, &shared_value);
  pthread_join(w, NULL);
  pthread_join(r, NULL);
  return sink > 0 ? 0 : 1;
}
