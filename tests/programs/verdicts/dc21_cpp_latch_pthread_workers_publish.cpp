// expect: none
// flags: -std=c++20
// rf-classes: 1
// Two pthread workers each write their slot and count a std::latch of 2 down; main waits on
// the latch and sums the slots. The wait observes both count-downs in every order, the slots
// are written before them: one reads-from class. DC-DPOR explores the wait natively (a release
// ordered after every count-down of the run: docs/algorithms.md, "dc21"), not through POP.
#include <assert.h>
#include <latch>
#include <pthread.h>
static std::latch done(2);
static int slot[2];
static void* worker(void* arg) {
  const long me = reinterpret_cast<long>(arg);
  slot[me] = static_cast<int>(me) + 1;
  done.count_down();
  return nullptr;
}
int main() {
  pthread_t t[2];
  for (long i = 0; i < 2; ++i) pthread_create(&t[i], nullptr, worker, reinterpret_cast<void*>(i));
  done.wait();
  assert(slot[0] + slot[1] == 3);
  for (pthread_t& th : t) pthread_join(th, nullptr);
  return 0;
}
