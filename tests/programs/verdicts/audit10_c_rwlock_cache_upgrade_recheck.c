// expect: none
// time-limit: 10
// algos: dfs,sdpor,pop,dc
// classes: 10
// (not qpor, which does not model rwlocks)
// A read-mostly cache under a pthread rwlock: lookup takes the read lock; on a miss it
// drops it, takes the write lock and looks again before inserting (another thread may have
// inserted in between), so each key is computed and stored once.
#include <assert.h>
#include <pthread.h>
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int keys[4], values[4], used = 0, computed = 0;
static int find(int key) {
  for (int i = 0; i < used; i++)
    if (keys[i] == key) return i;
  return -1;
}
static int lookup(int key) {
  pthread_rwlock_rdlock(&rw);
  int i = find(key);
  int v = i >= 0 ? values[i] : -1;
  pthread_rwlock_unlock(&rw);
  if (v >= 0) return v;
  pthread_rwlock_wrlock(&rw);
  i = find(key);
  if (i < 0) {
    computed++;
    i = used++;
    keys[i] = key;
    values[i] = key * 3;
  }
  v = values[i];
  pthread_rwlock_unlock(&rw);
  return v;
}
static void *user(void *arg) {
  (void)arg;
  assert(lookup(5) == 15);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, user, NULL);
  pthread_create(&b, NULL, user, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(computed == 1 && used == 1);
  return 0;
}
