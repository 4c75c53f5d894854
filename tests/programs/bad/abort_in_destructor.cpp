// abort() in the destructor of a global: the program aborts at exit.
#include <cstdlib>
struct Fragile {
  ~Fragile() { std::abort(); }
} fragile;
int main() { return 0; }
