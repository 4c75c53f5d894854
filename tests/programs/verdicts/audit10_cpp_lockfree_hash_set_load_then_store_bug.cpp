// expect: assertion
// algos: sdpor,pop,dc
// classes: 8
// time-limit: 10
// The lock-free hash set twin that claims an empty slot with a load and a store instead of a
// CAS: two threads can both see the slot empty and both store, one key overwriting the other.
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
      slot.store(key);
      return true;
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
