// expect: data-race
// classes: 6
// rf-classes: 5
// BUG: driver-races style: the process-context code "disables interrupts" by setting a plain
// global flag that the simulated interrupt thread checks before touching the shared counter.
// The check and the flag are themselves unsynchronised, and the interrupt can pass the check
// just before the flag is set: the counter update races with the process context's.
#include <pthread.h>
static int irqs_disabled;
static int counter;

static void *process_context(void *arg) {
  (void)arg;
  irqs_disabled = 1;
  counter += 10;
  irqs_disabled = 0;
  return 0;
}
static void *interrupt(void *arg) {
  (void)arg;
  if (!irqs_disabled) counter++;
  return 0;
}

int main(void) {
  pthread_t p, i;
  pthread_create(&p, 0, process_context, 0);
  pthread_create(&i, 0, interrupt, 0);
  pthread_join(p, 0);
  pthread_join(i, 0);
  return 0;
}
