// expect: memory-error
// algos: dfs,sdpor,pop,dc
// A detached std::thread whose lambda captured main's atomic counter by reference; main
// returns without waiting. The increment after main returned uses main's dead frame
// (returning from main is exit, which runs on that stack). Before (trust17): "no bug".
#include <atomic>
#include <thread>
int main() {
  std::atomic<int> hits{0};
  std::thread([&hits] { hits.fetch_add(1); }).detach();
  return hits.load() > 1 ? 1 : 0;
}
