// expect: none
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Polymorphic tasks in a vector<unique_ptr<Task>>, each run by its own thread through a
// virtual call; each writes only its own result.
#include <cassert>
#include <memory>
#include <thread>
#include <vector>
struct Task {
  virtual ~Task() = default;
  virtual void run() = 0;
  int result = 0;
};
struct Square : Task { int v; explicit Square(int x) : v(x) {} void run() override { result = v * v; } };
struct Negate : Task { int v; explicit Negate(int x) : v(x) {} void run() override { result = -v; } };
int main() {
  std::vector<std::unique_ptr<Task>> tasks;
  tasks.push_back(std::make_unique<Square>(3));
  tasks.push_back(std::make_unique<Negate>(4));
  std::vector<std::thread> ts;
  for (auto &t : tasks) ts.emplace_back(&Task::run, t.get());
  for (auto &t : ts) t.join();
  assert(tasks[0]->result == 9 && tasks[1]->result == -4);
  return 0;
}
