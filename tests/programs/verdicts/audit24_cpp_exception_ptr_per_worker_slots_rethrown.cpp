// expect: none
// algos: pop,sdpor,dc,qpor
// (Not dfs: its naive interleaving of std::thread's internals exceeds the time limit.)
// Twin of audit24_cpp_exception_ptr_shared_slot_unlocked_bug.cpp: each worker stores its
// exception in its own std::exception_ptr; after the joins main rethrows each and counts
// them. The exceptions cross threads through the joins (no race); both are caught.
#include <cassert>
#include <exception>
#include <stdexcept>
#include <thread>
std::exception_ptr errors[2];
void validate(int index, int value) {
  try {
    if (value < 0) throw std::invalid_argument("negative input");
  } catch (...) {
    errors[index] = std::current_exception();
  }
}
int main() {
  std::thread a(validate, 0, -1), b(validate, 1, -2);
  a.join();
  b.join();
  int caught = 0;
  for (auto &error : errors) {
    try {
      if (error) std::rethrow_exception(error);
    } catch (const std::invalid_argument &) {
      ++caught;
    }
  }
  assert(caught == 2);
  return 0;
}
