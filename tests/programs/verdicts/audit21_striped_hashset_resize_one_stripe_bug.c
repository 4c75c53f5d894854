// expect: data-race, assertion, memory-error
// algos: pop,sdpor,dc
// audit21_striped_hashset_resize_locks_every_stripe.c with a grow that takes only stripe 0
// ("the stripe of bucket 0 is enough to swap the table"): an insert under stripe 1 reads
// `table_length` and `table` and links into a bucket while the grow rehashes and frees the
// old table: a data race on `table_length` and `table`, a node linked into the freed table
// (a use after free) and then missing from the new one (main's assertion). Natively (gcc -O2, 200 runs) it
// shows rarely; the race is certain by the rules of C.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
enum { STRIPES = 2 };
struct node { int key; struct node *next; };
static pthread_mutex_t stripes[STRIPES] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
static struct node **table;
static int table_length = STRIPES;
static atomic_int size;
static void grow(int seen_length) {
  pthread_mutex_lock(&stripes[0]);  // BUG: the other stripe's inserts keep running
  if (table_length == seen_length) {  // nobody grew it since we looked
    int length = 2 * table_length;
    struct node **bigger = calloc((size_t)length, sizeof *bigger);
    for (int b = 0; b < table_length; ++b) {
      for (struct node *n = table[b], *next; n; n = next) {
        next = n->next;
        n->next = bigger[n->key % length];
        bigger[n->key % length] = n;
      }
    }
    free(table);
    table = bigger;
    table_length = length;
  }
  pthread_mutex_unlock(&stripes[0]);
}
static void insert(int key) {
  pthread_mutex_t *stripe = &stripes[key % STRIPES];
  pthread_mutex_lock(stripe);
  int length = table_length;
  struct node **bucket = &table[key % length];
  struct node *n = malloc(sizeof *n);
  n->key = key;
  n->next = *bucket;
  *bucket = n;
  pthread_mutex_unlock(stripe);
  if (atomic_fetch_add(&size, 1) + 1 > length) grow(length);
}
static void *inserter(void *arg) {
  int first = (int)(size_t)arg;
  insert(first);
  insert(first + 2);
  return NULL;
}
int main(void) {
  table = calloc(STRIPES, sizeof *table);
  pthread_t a, b;
  pthread_create(&a, NULL, inserter, (void *)1);
  pthread_create(&b, NULL, inserter, (void *)2);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(table_length == 4);
  int keys[] = {1, 2, 3, 4};
  for (int k = 0; k < 4; ++k) {
    int found = 0;
    for (struct node *n = table[keys[k] % table_length]; n; n = n->next) found += n->key == keys[k];
    assert(found == 1);
  }
  for (int b = 0; b < table_length; ++b)
    for (struct node *n = table[b], *next; n; n = next) { next = n->next; free(n); }
  free(table);
  return 0;
}
