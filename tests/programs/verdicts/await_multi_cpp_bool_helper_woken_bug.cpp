// expect: assertion
// classes: 6
// A C++ helper returning bool polls two std::atomic<bool> passed by reference; the bug
// needs the waiter to block with both clear and be woken by the second flag alone (pop and
// dc answered "complete, no bug" on this shape, 3 executions, before the blocked loop stood
// for both reads).
#include <atomic>
#include <cassert>
#include <pthread.h>
std::atomic<bool> primary{false}, backup{false};
static bool either(const std::atomic<bool>& x, const std::atomic<bool>& y) { return x.load() || y.load(); }
void *waiter(void *) {
  bool waited = false;
  while (!either(primary, backup)) waited = true;
  assert(!(waited && !primary.load()));  // bug: woken by backup alone
  return nullptr;
}
void *set_primary(void *) {
  primary.store(true);
  return nullptr;
}
void *set_backup(void *) {
  backup.store(true);
  return nullptr;
}
int main() {
  pthread_t w, p, b;
  pthread_create(&w, nullptr, waiter, nullptr);
  pthread_create(&p, nullptr, set_primary, nullptr);
  pthread_create(&b, nullptr, set_backup, nullptr);
  pthread_join(w, nullptr);
  pthread_join(p, nullptr);
  pthread_join(b, nullptr);
  return 0;
}
