// expect: none
// algos: pop,sdpor,dc
// flags: -std=c++20
// Two threads hand a turn back and forth once with C++20 std::atomic<int>::wait and
// notify_one (futex-based in libstdc++): each waits while the turn is not its own, plays,
// then stores the other's turn and notifies. The plain `log` is only touched by the thread
// holding the turn, ordered by the seq_cst store and the load that ends the wait. One round:
// 15 executions with pop; two rounds do not finish in 30 s (over 10 000 executions), an
// audit20 finding not analysed yet (docs/runtime.md, audit20).
#include <atomic>
#include <cassert>
#include <thread>
std::atomic<int> turn{0};
int log_value;
void play(int me, int other) {
  for (int round = 0; round < 1; ++round) {
    for (int t = turn.load(); t != me; t = turn.load()) turn.wait(t);
    log_value = log_value * 2 + me;
    turn.store(other);
    turn.notify_one();
  }
}
int main() {
  std::thread b(play, 1, 0);
  play(0, 1);
  b.join();
  assert(log_value == 0b01);
  return 0;
}
