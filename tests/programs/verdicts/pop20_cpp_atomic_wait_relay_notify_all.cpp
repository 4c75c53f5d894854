// expect: none
// classes: 3425
// flags: -std=c++20
// algos: sdpor,pop,dc
// time-limit: 60
// (Not dfs: libstdc++'s spinning before the sleep makes too many interleavings.)
// audit15_cpp_atomic_wait_ticket_turns_notify_all.cpp minimised: main increments the counter
// and notify_all()s; thread a waits (atomic::wait) until it is 1 and notify_all()s again;
// thread b waits until it is 1. pop 3525 executions for sdpor's 3425 classes before branch
// pop20 (docs/algorithms.md, "Futex wake-ups (pop20)").
#include <atomic>
#include <thread>

std::atomic<int> serving{0};

void wait_until_one() {
  for (int now = serving.load(); now != 1; now = serving.load()) serving.wait(now);
}

int main() {
  std::thread a([] {
    wait_until_one();
    serving.notify_all();
  });
  std::thread b([] { wait_until_one(); });
  serving.fetch_add(1);
  serving.notify_all();
  a.join();
  b.join();
  return 0;
}
