// expect: none
// algos: sdpor,pop,dc
// classes: 10
// rf-classes: 10
// std::shared_mutex: two std::threads each take lock(), then lock_shared() (audit22's
// program in C++). sdpor 10 classes in 10 executions (DFS does not finish in minutes: 1.2
// million executions); pop 15 executions before branch pop28, 10 since.
#include <shared_mutex>
#include <thread>
static std::shared_mutex guard;
static int counter;
static int seen[2];
static void update_then_serve(int id) {
  guard.lock();
  ++counter;
  guard.unlock();
  guard.lock_shared();
  seen[id] = counter;
  guard.unlock_shared();
}
int main() {
  std::thread a(update_then_serve, 0);
  std::thread b(update_then_serve, 1);
  a.join();
  b.join();
  return counter == 2 ? 0 : 1;
}
