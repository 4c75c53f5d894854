// ABA on a lock-free (CAS) stack: a popper reads the top node A and its next B, is
// preempted, another thread pops A, pops B and pushes A back; the popper's CAS still sees
// A on top and installs B, a node no longer on the stack. Nodes come from a fixed pool and
// carry an "on the stack" mark; the twin tags the top with a version counter.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define NODES 24
#define OPS 30
struct node { atomic_int next; atomic_int on_stack; };
static struct node pool[NODES];
// top: node index + 1 (0: empty) in the low 16 bits, a version in the rest (CORRECT only).
static atomic_int top = 0;

static int idx(int t) { return (t & 0xffff) - 1; }
static int make(int index, int version) {
#ifdef CORRECT
  return (version << 16) | (index + 1);
#else
  (void)version;
  return index + 1;
#endif
}

static void push(int n) {
  atomic_store(&pool[n].on_stack, 1);
  int t = atomic_load(&top);
  do atomic_store(&pool[n].next, t & 0xffff);
  while (!atomic_compare_exchange_strong(&top, &t, make(n, (t >> 16) + 1)));
}

static int pop(void) {
  int t = atomic_load(&top);
  for (;;) {
    if (idx(t) < 0) return -1;
    const int next = atomic_load(&pool[idx(t)].next);
    if (atomic_compare_exchange_strong(&top, &t, make(next - 1, (t >> 16) + 1))) break;
  }
  const int n = idx(t);
  assert(atomic_load(&pool[n].on_stack));  // popped twice: the top was a stale node
  atomic_store(&pool[n].on_stack, 0);
  return n;
}

static void* churn(void* arg) {
  (void)arg;
  for (int k = 0; k < OPS; k++) {
    const int a = pop();
    const int b = pop();
    if (a >= 0) push(a);  // A goes back without B: a popper holding (A, next=B) installs B
    if (b >= 0 && k % 3 == 0) push(b);
  }
  return 0;
}

int main(void) {
  for (int n = NODES - 1; n >= 0; n--) push(n);
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, churn, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return 0;
}
