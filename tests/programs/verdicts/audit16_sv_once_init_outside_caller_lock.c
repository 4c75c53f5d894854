// expect: none
// classes: 4
// rf-classes: 4
// The same lazily built table, but pthread_once runs before the caller takes the lock: the
// init routine may take the lock itself, and both lookups see the finished table.
#include <pthread.h>
extern void abort(void);
void reach_error() { abort(); }
static pthread_once_t table_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static int table[4];
static int table_ready;
static void build_table(void) {
  pthread_mutex_lock(&table_lock);
  for (int i = 0; i < 4; i++) table[i] = i * i;
  table_ready = 1;
  pthread_mutex_unlock(&table_lock);
}
void *lookup(void *arg) {
  int i = (int)(long)arg;
  pthread_once(&table_once, build_table);
  pthread_mutex_lock(&table_lock);
  if (!table_ready || table[i] != i * i) reach_error();
  pthread_mutex_unlock(&table_lock);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, lookup, (void *)1);
  pthread_create(&b, 0, lookup, (void *)2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
