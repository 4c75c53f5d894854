// braid corpus: nested_create
// expect (no flags): dfs_executions=11 assume_blocked=0 mazurkiewicz=1 reads_from=1 bug=none
// Models: a thread that creates and joins threads of its own.
// Threads (creation order): main = 0, parent = 1, child a = 2, child b = 3.
// Visible operations: main: create parent, join parent, 3 loads; parent: create a, create b,
// store c, join a, join b; child a: store a; child b: store b.
// Expected: no bug; 1 Mazurkiewicz class, 1 reads-from class (distinct variables).
// DFS executions: in parent, c_a < c_b < st_c < j_a < j_b with st_a in (c_a, j_a) and st_b in
// (c_b, j_b). st_a before c_b: st_b in 3 slots (3); st_a between c_b and st_c: st_b before
// or after st_a, or between st_c and j_a, or after j_a (4); st_a between st_c and j_a:
// likewise 4. Total 3 + 4 + 4 = 11.
#include <pthread.h>
#include <assert.h>

int a, b, c;

static void *child_a(void *arg) { a = 1; return 0; }
static void *child_b(void *arg) { b = 1; return 0; }

static void *parent(void *arg) {
  pthread_t ta, tb;
  pthread_create(&ta, 0, child_a, 0);
  pthread_create(&tb, 0, child_b, 0);
  c = 1;
  pthread_join(ta, 0);
  pthread_join(tb, 0);
  return 0;
}

int main(void) {
  pthread_t tp;
  pthread_create(&tp, 0, parent, 0);
  pthread_join(tp, 0);
  assert(a + b + c == 3);
  return 0;
}
