// expect: unsupported
// complete: no
// flags: -std=c++20
// A std::barrier's completion function records which thread ran it (std::this_thread::get_id):
// the standard runs it on a participant, braid on a thread of its own, so braid says it does
// not cover the program, naming the completion function's line here, not its own header.
#include <barrier>
#include <cassert>
#include <thread>
std::thread::id completed_by;
void record_runner() noexcept { completed_by = std::this_thread::get_id(); }
int main() {
  std::barrier sync(2, record_runner);
  std::thread helper([&] { sync.arrive_and_wait(); });
  sync.arrive_and_wait();
  helper.join();
  assert(completed_by != std::thread::id());
  return 0;
}
