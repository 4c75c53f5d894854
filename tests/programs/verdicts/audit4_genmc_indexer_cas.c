// expect: none
// algos: sdpor,pop,dc
// (Not dfs: its naive interleaving of every event exceeds the time limit.)
// GenMC "indexer" (3 threads, 2 insertions each): open addressing with CAS into a shared hash
// table; every key ends up in exactly one slot.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define SIZE 8
#define THREADS 3
atomic_int table[SIZE];
int ids[THREADS];
static int hash(int v) { return v % 3; }
static void insert(int v) {
  int h = hash(v);
  for (;;) {
    int expected = 0;
    if (atomic_compare_exchange_strong(&table[h], &expected, v)) return;
    h = (h + 1) % SIZE;
  }
}
void *worker(void *arg) {
  int id = *(int *)arg;
  insert(id * 2 + 1);
  insert(id * 2 + 2);
  return 0;
}
int main(void) {
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; i++) { ids[i] = i; pthread_create(&t[i], 0, worker, &ids[i]); }
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  int seen = 0;
  for (int i = 0; i < SIZE; i++) seen += atomic_load(&table[i]) != 0;
  assert(seen == 2 * THREADS);
  return 0;
}
