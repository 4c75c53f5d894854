// A work-stealing deque (owner pops at the bottom, thieves steal at the top) whose owner
// takes the last task without the CAS that arbitrates with a thief: the owner pushes 40
// tasks in batches and pops them; two thieves steal. A task runs twice only when a thief
// and the owner meet on the last task of a batch, the thief between its read of the top
// and its CAS. The twin arbitrates the last task with a CAS.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define TASKS 40
#define BATCH 5
static atomic_int top = 0, bottom = 0;
static atomic_int tasks[TASKS + BATCH];  // by position: bottom never passes TASKS / BATCH + BATCH
static atomic_int ran[TASKS];

static void run(int task) { assert(atomic_fetch_add(&ran[task], 1) == 0); }

static int owner_pop(void) {
  const int b = atomic_load(&bottom) - 1;
  atomic_store(&bottom, b);
  int t = atomic_load(&top);
  if (t > b) {
    atomic_store(&bottom, b + 1);
    return -1;
  }
  const int task = atomic_load(&tasks[b]);
  if (t < b) return task;
#ifdef CORRECT
  const int won = atomic_compare_exchange_strong(&top, &t, t + 1);
  atomic_store(&bottom, b + 1);
  return won ? task : -1;
#else
  atomic_store(&top, t + 1);  // the last task: no CAS against a thief
  atomic_store(&bottom, b + 1);
  return task;
#endif
}

static void* owner(void* arg) {
  (void)arg;
  for (int k = 0; k < TASKS; k += BATCH) {
    for (int i = k; i < k + BATCH; i++) {
      atomic_store(&tasks[atomic_load(&bottom)], i);  // only the owner moves bottom up
      atomic_fetch_add(&bottom, 1);
    }
    for (int i = 0; i < BATCH; i++) {
      const int task = owner_pop();
      if (task >= 0) run(task);
    }
  }
  return 0;
}

static void* thief(void* arg) {
  (void)arg;
  for (int k = 0; k < TASKS / 4; k++) {
    int t = atomic_load(&top);
    if (t >= atomic_load(&bottom)) continue;
    const int task = atomic_load(&tasks[t]);
    if (atomic_compare_exchange_strong(&top, &t, t + 1)) run(task);
  }
  return 0;
}

int main(void) {
  pthread_t o, a, b;
  pthread_create(&o, 0, owner, 0);
  pthread_create(&a, 0, thief, 0);
  pthread_create(&b, 0, thief, 0);
  pthread_join(o, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
