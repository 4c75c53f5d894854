// expect: assertion
// C: three workers poll a helper returning a struct by value (fields unset on failure)
// until a starter thread opens a gate; the gate is read under a mutex.
#include <assert.h>
#include <pthread.h>
struct res { int ok; int ticket; };
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int open_gate, next_ticket, served;
static struct res try_enter(void) {
  struct res r;
  pthread_mutex_lock(&m);
  if (open_gate) { r.ok = 1; r.ticket = next_ticket++; }
  else r.ok = 0;
  pthread_mutex_unlock(&m);
  return r;
}
static void *worker(void *a) {
  struct res r;
  do r = try_enter(); while (!r.ok);
  pthread_mutex_lock(&m); served++; pthread_mutex_unlock(&m);
  assert(r.ticket < 2);  /* wrong: the third worker gets ticket 2 */
  return a;
}
static void *starter(void *a) { pthread_mutex_lock(&m); open_gate = 1; pthread_mutex_unlock(&m); return a; }
int main(void) {
  pthread_t w[3], s;
  for (int i = 0; i < 3; i++) pthread_create(&w[i], 0, worker, 0);
  pthread_create(&s, 0, starter, 0);
  for (int i = 0; i < 3; i++) pthread_join(w[i], 0);
  pthread_join(s, 0);
  assert(served == 3);
  return 0;
}
