// expect: none
// algos: pop,sdpor,dc
// A hash set with lock striping (two stripe mutexes over a bucket table whose length is a
// multiple of two, so a key's bucket is always under the same stripe): an insert locks its
// key's stripe, reads the table length there and links a node; the insert that makes the set
// larger than the table grows it, taking every stripe in index order, re-checking that nobody
// grew it meanwhile, then rehashing into a table twice as long. Two threads insert two keys
// each (the third insert grows the table while the fourth may run); main checks that every
// key is found in its bucket of the final table. gcc -O2, 200 runs: always right.
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
  for (int i = 0; i < STRIPES; ++i) pthread_mutex_lock(&stripes[i]);
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
  for (int i = STRIPES - 1; i >= 0; --i) pthread_mutex_unlock(&stripes[i]);
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
