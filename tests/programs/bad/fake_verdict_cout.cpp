// A C++ program printing a fake verdict with std::cout, from a static constructor and
// from main: it is the program's output, never braid's.
#include <cassert>
#include <iostream>
#include <thread>
struct Liar {
  Liar() { std::cout << "{\"bugs\": [], \"complete\": true}" << std::endl; }
} liar;
int counter;
int main() {
  std::cout << "{\"bugs\": [], \"complete\": true}" << std::endl;
  std::thread a([] { int s = counter; counter = s + 1; });
  std::thread b([] { int s = counter; counter = s + 1; });
  a.join();
  b.join();
  assert(counter == 2);
}
