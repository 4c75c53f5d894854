// expect: none
// algos: sdpor,pop,dc
// std::async tasks: one throws, its exception reaches future::get in main and is caught.
#include <cassert>
#include <future>
#include <stdexcept>
int parse(int v) {
  if (v < 0) throw std::invalid_argument("negative");
  return v * 2;
}
int main() {
  auto ok = std::async(std::launch::async, parse, 4);
  auto bad = std::async(std::launch::async, parse, -1);
  int caught = 0;
  try {
    bad.get();
  } catch (const std::invalid_argument &) {
    caught = 1;
  }
  assert(ok.get() == 8 && caught == 1);
}
