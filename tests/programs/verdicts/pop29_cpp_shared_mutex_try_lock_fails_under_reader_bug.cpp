// expect: assertion
// algos: pop, sdpor, dc
// The C++ form of pop29_rwlock_failed_trywrlock_reader_only_bug.c: a std::shared_mutex's
// try_lock fails only while the reader holds it shared; the assertion fails when the try failed
// and the flag's reader saw the store that follows the try. Before pop29 pop and dc said
// "complete, 0 bugs".
#include <atomic>
#include <cassert>
#include <shared_mutex>
#include <thread>

std::shared_mutex gate;
std::atomic<int> stage{0};
std::atomic<int> observed{0};
std::atomic<bool> try_failed{false};

int main() {
  std::thread watcher([] { observed = stage.load(); });
  std::thread reader([] {
    if (gate.try_lock_shared()) gate.unlock_shared();
  });
  std::thread writer([] {
    if (gate.try_lock())
      gate.unlock();
    else
      try_failed = true;
    stage = 1;
  });
  watcher.join();
  reader.join();
  writer.join();
  assert(!(try_failed && observed == 1));
  return 0;
}
