// expect: none
// time-limit: 4
// Nidhugg airline style: agents sell seats; each sale decrements the remaining seats with a
// CAS that refuses to go below zero, so the flight is never oversold.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#define SEATS 2
#define AGENTS 3
static atomic_int remaining = SEATS;
static atomic_int sold;
static void *agent(void *arg) {
  int r = atomic_load(&remaining);
  while (r > 0 && !atomic_compare_exchange_strong(&remaining, &r, r - 1)) {
  }
  if (r > 0) atomic_fetch_add(&sold, 1);
  return arg;
}
int main(void) {
  pthread_t t[AGENTS];
  for (int i = 0; i < AGENTS; i++) pthread_create(&t[i], NULL, agent, NULL);
  for (int i = 0; i < AGENTS; i++) pthread_join(t[i], NULL);
  assert(atomic_load(&sold) == SEATS && atomic_load(&remaining) == 0);
  return 0;
}
