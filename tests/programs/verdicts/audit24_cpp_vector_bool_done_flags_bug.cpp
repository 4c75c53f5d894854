// expect: data-race, assertion
// algos: pop,sdpor,dc,qpor
// (Not dfs: its naive interleaving of std::thread's internals exceeds the time limit.)
// std::vector<bool> as per-thread "done" flags: each worker sets only its own element, which
// looks race-free, but vector<bool> packs the elements into bits of one word and `done[i] =
// true` is a load, an OR and a store of that whole word. The two workers' stores to the same
// word race (no happens-before between them), and when both load before either stores, one
// bit is lost: main's check that both flags are set fails. The std::vector<char> twin
// (audit24_cpp_vector_char_done_flags.cpp) writes distinct bytes: no race.
#include <cassert>
#include <thread>
#include <vector>
int main() {
  std::vector<bool> done(2, false);
  std::vector<std::thread> workers;
  for (int i = 0; i < 2; ++i)
    workers.emplace_back([&done, i] { done[i] = true; });
  for (auto &w : workers) w.join();
  assert(done[0] && done[1]);
  return 0;
}
