// expect: data-race
// flags: -std=c++20
// algos: sdpor,pop,dc
// (Not dfs: the std::thread objects' own events make dfs's unreduced enumeration too long.)
// A worker arrives with arrive() and reads what the completion function writes before waiting
// for the phase. The standard lets any participant run the completion during its arrive or its
// wait, so nothing orders the completion's write before this read, whichever thread arrived
// last (libstdc++ happens to run it in the last arrive): a data race, found in every order of
// arrival.
#include <barrier>
#include <thread>
int generation;
int seen;
int main() {
  std::barrier sync(2, []() noexcept { ++generation; });
  std::thread a([&] {
    auto token = sync.arrive();
    seen = generation;
    sync.wait(std::move(token));
  });
  std::thread b([&] { sync.arrive_and_wait(); });
  a.join();
  b.join();
  return 0;
}
