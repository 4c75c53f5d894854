// expect: data-race
// algos: sdpor,pop,qpor,dc
// (Not dfs: its naive interleaving of every event of the library code exceeds the time limit.)
// Both workers store their exception into one shared exception_ptr without a lock.
#include <exception>
#include <stdexcept>
#include <thread>
std::exception_ptr first_error;
void job(int i) {
  try {
    throw std::runtime_error("job failed");
  } catch (...) {
    first_error = std::current_exception();
  }
  (void)i;
}
int main() {
  std::thread a(job, 1), b(job, 2);
  a.join();
  b.join();
  (void)(first_error);  // what the race leads to is not checked here
  return 0;
}
