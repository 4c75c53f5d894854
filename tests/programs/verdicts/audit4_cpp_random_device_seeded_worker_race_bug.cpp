// expect: data-race
// complete: no
// Workers seeded from std::random_device increment an unprotected counter: the race does not
// depend on the random values (found), and the verdict still says the values were fixed.
#include <random>
#include <thread>
int hits;
int main() {
  std::random_device rd;
  auto work = [seed = rd()] {
    std::minstd_rand gen(seed);
    if (gen() != 0) hits++;
  };
  std::thread a(work), b(work);
  a.join();
  b.join();
  return 0;
}
