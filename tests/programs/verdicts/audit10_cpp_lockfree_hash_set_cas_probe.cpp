// expect: none
// algos: sdpor,pop,dc
// classes: 10
// time-limit: 10
// A lock-free hash set with open addressing: a key is inserted by CAS-ing an empty slot
// (0) to the key, probing linearly; a slot holding the key already means "present". Two
// threads insert overlapping keys (3 and 7 collide); each key ends up in the table once.
#include <atomic>
#include <cassert>
#include <thread>
constexpr int kSlots = 4;
static std::atomic<int> table[kSlots];
static bool insert(int key) {
  for (int i = 0; i < kSlots; i++) {
    std::atomic<int> &slot = table[(key + i) % kSlots];
    int seen = slot.load();
    if (seen == key) return false;
    if (seen == 0) {
      if (slot.compare_exchange_strong(seen, key)) return true;
      if (seen == key) return false;
    }
  }
  return false;
}
static int inserted[2];
int main() {
  std::thread a([] { inserted[0] = insert(3) + insert(7); });
  std::thread b([] { inserted[1] = insert(7) + insert(5); });
  a.join();
  b.join();
  int copies3 = 0, copies7 = 0, copies5 = 0;
  for (auto &s : table) {
    copies3 += s.load() == 3;
    copies7 += s.load() == 7;
    copies5 += s.load() == 5;
  }
  assert(copies3 == 1 && copies7 == 1 && copies5 == 1);
  assert(inserted[0] + inserted[1] == 3);
  return 0;
}
