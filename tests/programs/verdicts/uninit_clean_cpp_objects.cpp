// expect: none
// complete: yes
// algos: sdpor,pop
// C++ locals initialised by constructors (user-defined, defaulted with member
// initialisers, std::mutex, std::lock_guard, std::array, std::pair), assigned later, and
// passed by reference.
#include <array>
#include <mutex>
#include <pthread.h>
#include <utility>

struct Counter {
  int hits;
  int misses = 0;
  Counter() : hits(0) {}
  void add(bool hit) { hit ? ++hits : ++misses; }
};

static std::mutex m;
static int total;

static void fill(int& out) { out = 4; }

static void* worker(void*) {
  Counter c;
  c.add(true);
  std::array<int, 3> a{};
  std::pair<int, int> p;
  p = {1, 2};
  int filled;
  fill(filled);
  {
    std::lock_guard<std::mutex> guard(m);
    total += c.hits + c.misses + a[2] + p.first + filled;
  }
  return nullptr;
}

int main() {
  pthread_t t;
  pthread_create(&t, nullptr, worker, nullptr);
  worker(nullptr);
  pthread_join(t, nullptr);
  return total == 12 ? 0 : 1;
}
