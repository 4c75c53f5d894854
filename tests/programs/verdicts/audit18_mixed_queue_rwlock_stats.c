// expect: none
// algos: sdpor,pop,dc
// time-limit: 10
// A mixed-primitive service: main pushes two requests through a condvar-protected queue to a
// worker thread and then serves requests itself; each server looks the request's key up in a
// rwlock-protected table (read lock) and on a miss inserts it under the write lock
// (re-checking after the upgrade: the other server may have inserted it meanwhile);
// statistics are C11 atomics (relaxed fetch_add, read only after the join). The table holds
// each key once and the counters add up.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define KEYS 2
static pthread_mutex_t qm = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t qc = PTHREAD_COND_INITIALIZER;
static int queue[4], qhead, qtail, closed;
static pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
static int table[KEYS], table_size;
static atomic_int misses, served;

static int pop_request(int *key) {
  pthread_mutex_lock(&qm);
  while (qhead == qtail && !closed) pthread_cond_wait(&qc, &qm);
  int got = qhead != qtail;
  if (got) *key = queue[qhead++];
  pthread_mutex_unlock(&qm);
  return got;
}

static int lookup(int key) {
  for (int i = 0; i < table_size; ++i) if (table[i] == key) return 1;
  return 0;
}

static void *worker(void *arg) {
  (void)arg;
  int key;
  while (pop_request(&key)) {
    pthread_rwlock_rdlock(&table_lock);
    int found = lookup(key);
    pthread_rwlock_unlock(&table_lock);
    if (!found) {
      pthread_rwlock_wrlock(&table_lock);
      if (!lookup(key)) table[table_size++] = key; /* another worker may have inserted it */
      pthread_rwlock_unlock(&table_lock);
      atomic_fetch_add_explicit(&misses, 1, memory_order_relaxed);
    }
    atomic_fetch_add_explicit(&served, 1, memory_order_relaxed);
  }
  return 0;
}

int main(void) {
  pthread_t w;
  pthread_create(&w, 0, worker, 0);
  pthread_mutex_lock(&qm); /* both requests and the close in one batch */
  queue[qtail++] = 7;
  queue[qtail++] = 7;
  closed = 1;
  pthread_cond_broadcast(&qc);
  pthread_mutex_unlock(&qm);
  worker(0); /* main serves too */
  pthread_join(w, 0);
  assert(table_size == 1);
  assert(atomic_load(&served) == 2);
  assert(atomic_load(&misses) >= 1);
  return 0;
}
