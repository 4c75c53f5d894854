// expect: data-race
// algos: pop,sdpor,dc,qpor
// (Not dfs: its naive interleaving of std::thread's internals exceeds the time limit.)
// Two workers validate their inputs and report a failure through one shared
// std::exception_ptr, assigned without a lock (the "first error wins" slot people write).
// Both inputs are bad, so both workers assign `first_error = std::current_exception()`:
// exception_ptr's assignment reads and writes the slot's pointer (and adjusts reference
// counts) with plain accesses, and the two assignments have no happens-before between them:
// a data race on `first_error`. The twin audit24_cpp_exception_ptr_per_worker_slots_rethrown.cpp
// gives each worker its own slot.
#include <exception>
#include <stdexcept>
#include <thread>
std::exception_ptr first_error;
void validate(int value) {
  try {
    if (value < 0) throw std::invalid_argument("negative input");
  } catch (...) {
    first_error = std::current_exception();
  }
}
int main() {
  std::thread a(validate, -1), b(validate, -2);
  a.join();
  b.join();
  return first_error ? 0 : 1;
}
