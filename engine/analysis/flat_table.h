// Open-addressing hash table from 64-bit keys to V, cleared in O(1) by bumping a generation
// stamp: it keeps its capacity across executions, so the analyses that rebuild their state
// every execution (the race detector, DPOR's happens-before) allocate nothing in steady state.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace braid {

template <class V>
class FlatTable {
 public:
  void clear() {
    if (++gen_ == 0) {  // wrapped: really forget every slot
      for (Slot& s : slots_) s.gen = 0;
      gen_ = 1;
    }
    size_ = 0;
  }
  V* find(std::uint64_t key) {
    if (slots_.empty()) return nullptr;
    for (std::size_t i = hash(key) & mask_;; i = (i + 1) & mask_) {
      Slot& s = slots_[i];
      if (s.gen != gen_) return nullptr;
      if (s.key == key) return &s.value;
    }
  }
  const V* find(std::uint64_t key) const { return const_cast<FlatTable*>(this)->find(key); }
  // The value of `key`, value-initialised if it was absent; `inserted` tells which.
  V& get(std::uint64_t key, bool& inserted) {
    if ((size_ + 1) * 2 > slots_.size()) grow();
    for (std::size_t i = hash(key) & mask_;; i = (i + 1) & mask_) {
      Slot& s = slots_[i];
      if (s.gen != gen_) {
        s.gen = gen_;
        s.key = key;
        s.value = V{};
        ++size_;
        inserted = true;
        return s.value;
      }
      if (s.key == key) {
        inserted = false;
        return s.value;
      }
    }
  }
  V& operator[](std::uint64_t key) {
    bool inserted = false;
    return get(key, inserted);
  }

 private:
  struct Slot {
    std::uint64_t key = 0;
    std::uint32_t gen = 0;
    V value{};
  };
  static std::size_t hash(std::uint64_t k) {
    k ^= k >> 29;
    k *= 0xbf58476d1ce4e5b9ULL;
    k ^= k >> 32;
    return static_cast<std::size_t>(k);
  }
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(std::max<std::size_t>(16, old.size() * 2), Slot{});
    mask_ = slots_.size() - 1;
    const std::uint32_t g = gen_;
    gen_ = 1;
    size_ = 0;
    for (Slot& s : old)
      if (s.gen == g) (*this)[s.key] = s.value;
  }
  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  std::size_t size_ = 0;
  std::uint32_t gen_ = 1;
};

}  // namespace braid
