// A POP frame's path (its execution, event by event) that shares its parent's prefix.
//
// A child frame's path starts as its parent's path up to the child's branch point, and
// the frame stack can be hundreds of frames deep with executions of 10^4 events each (a
// program whose every execution has one more timed-out retry than the last nests one frame
// deeper per execution: audit6_mutex_timedlock_checked_retry.c). Copying the prefix into
// every frame made memory grow by about one execution per execution. Here a path is a list
// of fixed-size chunks: the full chunks of a prefix are shared (they are never changed
// again), only the last, partly filled one is copied. Random access stays O(1).
//
// Invariant: every chunk but the last is full and may be shared with other paths; the last
// chunk, when partly filled, belongs to this path alone (prefix() copies it), so appending
// never changes what another path sees. Paths are moved, never copied (a copy would share
// the partial chunk).
#pragma once

#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace braid::pop {

template <class T>
class SharedPrefixPath {
 public:
  static constexpr std::size_t kChunkBits = 7;
  static constexpr std::size_t kChunk = std::size_t{1} << kChunkBits;

  SharedPrefixPath() = default;
  SharedPrefixPath(SharedPrefixPath&&) noexcept = default;
  SharedPrefixPath& operator=(SharedPrefixPath&&) noexcept = default;
  SharedPrefixPath(const SharedPrefixPath&) = delete;
  SharedPrefixPath& operator=(const SharedPrefixPath&) = delete;

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T& operator[](std::size_t i) const { return (*chunks_[i >> kChunkBits])[i & (kChunk - 1)]; }

  void push_back(T value) {
    if ((size_ & (kChunk - 1)) == 0) {
      auto chunk = std::make_shared<Chunk>();
      chunk->reserve(kChunk);
      chunks_.push_back(std::move(chunk));
    }
    chunks_.back()->push_back(std::move(value));
    ++size_;
  }

  // The first n elements (n <= size()): full chunks shared with this path, the rest copied.
  SharedPrefixPath prefix(std::size_t n) const {
    SharedPrefixPath out;
    const std::size_t full = n >> kChunkBits;
    out.chunks_.assign(chunks_.begin(), chunks_.begin() + static_cast<std::ptrdiff_t>(full));
    out.size_ = full << kChunkBits;
    for (std::size_t i = out.size_; i < n; ++i) out.push_back((*this)[i]);
    return out;
  }

 private:
  using Chunk = std::vector<T>;
  std::vector<std::shared_ptr<Chunk>> chunks_;
  std::size_t size_ = 0;
};

}  // namespace braid::pop
