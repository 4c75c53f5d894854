// expect: data-race
// main reads what the std::async task writes before get(): a race.
#include <future>
int shared_count = 0;
int main() {
  auto f = std::async(std::launch::async, [] { shared_count++; return 1; });
  int peek = shared_count; /* races with the task */
  f.get();
  return peek > 5;
}
