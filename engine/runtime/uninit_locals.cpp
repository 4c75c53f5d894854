// Reads of local variables nothing wrote (instrument/uninit_locals.cpp decides which reads
// are tested and tests them; docs/runtime.md, "Uninitialised memory"). The runtime only
// reports: the test itself is inline in the program's code.
#include <algorithm>
#include <string>

#include "runtime/intercept.h"
#include "runtime/runtime.h"

namespace braid::runtime {

void Runtime::report_uninitialised_local(std::uint64_t size, LocationId loc) {
  // Static constructors run outside executions: nothing is reported there.
  if (!executing_) return;
  fail(BugKind::MemoryError,
       "read of uninitialised memory: " + std::to_string(size) +
           " bytes of a local variable that nothing wrote since its function began, by thread " +
           std::to_string(current_),
       loc);
}

void Runtime::local_begin(const void* addr, std::uint64_t size) {
  if (!executing_) return;
  std::vector<ThreadRecord::LiveLocal>& live = cur().live_locals;
  const auto begin = reinterpret_cast<std::uint64_t>(addr);
  // A frame that ended without its return (none should): its locals are gone.
  std::erase_if(live, [&](const ThreadRecord::LiveLocal& l) {
    return l.begin < begin + size && begin < l.begin + l.unwritten.size();
  });
  live.push_back({begin, std::vector<std::uint8_t>(size, 1)});
}

void Runtime::local_end(const void* addr) {
  if (!executing_) return;
  std::vector<ThreadRecord::LiveLocal>& live = cur().live_locals;
  const auto begin = reinterpret_cast<std::uint64_t>(addr);
  for (std::size_t i = live.size(); i-- > 0;)
    if (live[i].begin == begin) {
      live.erase(live.begin() + static_cast<std::ptrdiff_t>(i));
      return;
    }
}

// Same rule as the heap's: reported when every byte read was never written, unless the
// thread's next operation writes the same bytes (a bit-field store reads its unit first).
bool Runtime::note_local_read(const void* addr, std::uint64_t size, LocationId loc) {
  ThreadRecord& t = cur();
  if (t.live_locals.empty() || size == 0) return false;
  const auto a = reinterpret_cast<std::uint64_t>(addr);
  for (const ThreadRecord::LiveLocal& l : t.live_locals) {
    if (a < l.begin || a + size > l.begin + l.unwritten.size()) continue;
    for (std::uint64_t i = a - l.begin; i < a - l.begin + size; ++i)
      if (!l.unwritten[i]) return true;
    t.uninit_read = ThreadRecord::UninitRead{a, size, loc, true};
    return true;
  }
  return false;
}

void Runtime::note_local_write(const void* addr, std::uint64_t size) {
  ThreadRecord& t = cur();
  if (t.live_locals.empty()) return;
  const auto a = reinterpret_cast<std::uint64_t>(addr);
  for (ThreadRecord::LiveLocal& l : t.live_locals) {
    const std::uint64_t from = std::max(a, l.begin);
    const std::uint64_t to = std::min(a + size, l.begin + l.unwritten.size());
    for (std::uint64_t i = from; i < to; ++i) l.unwritten[i - l.begin] = 0;
  }
}

namespace {

void h_uninit_local(std::uint64_t size, std::uint32_t loc) {
  if (Runtime* r = Runtime::current()) r->report_uninitialised_local(size, loc);
}

void h_local_begin(const void* addr, std::uint64_t size) {
  if (Runtime* r = Runtime::current()) r->local_begin(addr, size);
}
void h_local_end(const void* addr) {
  if (Runtime* r = Runtime::current()) r->local_end(addr);
}
void h_frame_local_begin(const void* addr, std::uint64_t size, const void* frame) {
  if (Runtime* r = Runtime::current()) r->frame_local_begin(addr, size, frame);
}
void h_frame_local_end(const void* addr, std::uint64_t size, const void* frame) {
  if (Runtime* r = Runtime::current()) r->frame_local_end(addr, size, frame);
}
void h_frame_release(const void* frame, const void* below) {
  if (Runtime* r = Runtime::current()) r->frame_release(frame, below);
}
void h_frame_resumed(const void* frame) {
  if (Runtime* r = Runtime::current()) r->frame_resumed(frame);
}

const InterceptedSymbol kUninitLocalSymbols[] = {
    {"__braid_uninit_local", fn(h_uninit_local)},
    {"__braid_local_begin", fn(h_local_begin)},
    {"__braid_local_end", fn(h_local_end)},
    {"__braid_frame_local_begin", fn(h_frame_local_begin)},
    {"__braid_frame_local_end", fn(h_frame_local_end)},
    {"__braid_frame_release", fn(h_frame_release)},
    {"__braid_frame_resumed", fn(h_frame_resumed)},
};

}  // namespace

std::span<const InterceptedSymbol> uninit_local_symbols() { return kUninitLocalSymbols; }

}  // namespace braid::runtime
