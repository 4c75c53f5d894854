// expect: memory-error
// algos: sdpor,pop,dc
// time-limit: 10
// An I/O helper starts checksumming a block in the background and hands the caller a
// std::future: start_checksum() builds the block (a std::vector<unsigned char> local to
// the helper) and launches std::async(std::launch::async, [&] { ... }) over it. The lambda
// captures the local by reference; the helper returns the future and destroys the vector,
// while the task may still be reading it (the future's destructor would wait, but the
// future is moved out to the caller). The task reads freed memory. The twin that moves
// the block into the task is audit12_cpp_async_checksum_moves_block_into_task.cpp.
#include <cassert>
#include <cstdint>
#include <cstdio>
#include <future>
#include <numeric>
#include <vector>

namespace io {

struct BlockHeader {
  std::uint32_t index;
  std::uint32_t length;
};

static std::vector<unsigned char> read_block(std::uint32_t index, std::uint32_t length) {
  std::vector<unsigned char> data(length);
  for (std::uint32_t i = 0; i < length; ++i) data[i] = static_cast<unsigned char>(index * 7 + i);
  return data;
}

static std::uint32_t adler_like(const std::vector<unsigned char>& data) {
  std::uint32_t a = 1, b = 0;
  for (unsigned char c : data) {
    a = (a + c) % 65521u;
    b = (b + a) % 65521u;
  }
  return (b << 16) | a;
}

std::future<std::uint32_t> start_checksum(BlockHeader h) {
  std::vector<unsigned char> block = read_block(h.index, h.length);
  // BUG: `block` dies when this function returns; the task may not have run yet.
  return std::async(std::launch::async, [&block] { return adler_like(block); });
}

}  // namespace io

int main() {
  io::BlockHeader h{3, 4};
  std::future<std::uint32_t> pending = io::start_checksum(h);
  std::uint32_t expected = io::adler_like(io::read_block(3, 4));
  std::uint32_t got = pending.get();
  std::printf("checksum %08x (expected %08x)\n", got, expected);
  assert(got == expected);
  return 0;
}
