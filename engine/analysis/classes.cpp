#include "analysis/classes.h"

#include <algorithm>
#include <vector>

namespace braid {

namespace {

// Two independent 64-bit streams make accidental collisions between classes negligible.
struct Hasher {
  std::uint64_t a = 0xcbf29ce484222325ULL;
  std::uint64_t b = 0x9e3779b97f4a7c15ULL;
  void add(std::uint64_t v) {
    a = (a ^ v) * 0x100000001b3ULL;
    b ^= v + 0x9e3779b97f4a7c15ULL + (b << 6) + (b >> 2);
    b *= 0xff51afd7ed558ccdULL;
  }
  ClassKey key() const { return {a, b ^ (b >> 33)}; }
};

}  // namespace

std::vector<ThreadId> canonical_schedule(std::span<const Event> events, std::span<const WokenRead> woken) {
  const std::size_t n = events.size();
  // Count, for every event, its not-yet-placed dependent predecessors in execution order;
  // then repeatedly place the smallest-thread event with none left (the canonical
  // linearisation). Same-thread events are dependent, so only each thread's next event
  // can be ready.
  std::vector<std::uint32_t> pending(n, 0);
  std::vector<std::vector<std::uint32_t>> successors(n);
  ThreadId max_thread = 0;
  for (std::size_t i = 0; i < n; ++i) max_thread = std::max(max_thread, events[i].thread);
  // Is event a (of position pa) dependent with event b through the reads a wake-up stands for?
  auto woken_dependent = [&](std::size_t pa, const Event& b) {
    auto it = std::lower_bound(woken.begin(), woken.end(), pa,
                               [](const WokenRead& w, std::size_t p) { return w.event < p; });
    for (; it != woken.end() && it->event == pa; ++it)
      if (events_dependent(it->read, b)) return true;
    return false;
  };
  // Only each thread's next event can be placed, so an event waits for at most the latest
  // dependent predecessor of every other thread (that one is placed after the thread's
  // earlier ones) and never for its own thread's. Counting every dependent pair instead
  // made this quadratic in memory: an execution of 30000 events of one thread (a stack
  // overflow through a recursion that writes a global) took 0.8 GB and more than the time
  // limit (audit7_thread_deep_recursion_overflow.c under qpor).
  std::vector<std::vector<std::uint32_t>> seen_by_thread(max_thread + 1);
  for (std::size_t i = 0; i < n; ++i) {
    for (ThreadId t = 0; t <= max_thread; ++t) {
      if (t == events[i].thread) continue;
      const std::vector<std::uint32_t>& earlier = seen_by_thread[t];
      for (auto it = earlier.rbegin(); it != earlier.rend(); ++it) {
        const std::size_t j = *it;
        if (events_dependent(events[j], events[i]) ||
            (!woken.empty() && (woken_dependent(i, events[j]) || woken_dependent(j, events[i])))) {
          ++pending[i];
          successors[j].push_back(static_cast<std::uint32_t>(i));
          break;
        }
      }
    }
    seen_by_thread[events[i].thread].push_back(static_cast<std::uint32_t>(i));
  }
  // Per thread, its events in order.
  std::vector<std::vector<std::uint32_t>> by_thread(max_thread + 1);
  for (std::size_t i = 0; i < n; ++i) by_thread[events[i].thread].push_back(static_cast<std::uint32_t>(i));
  std::vector<std::size_t> next(max_thread + 1, 0);

  std::vector<ThreadId> order;
  order.reserve(n);
  for (std::size_t placed = 0; placed < n; ++placed) {
    for (ThreadId t = 0; t <= max_thread; ++t) {
      if (next[t] >= by_thread[t].size()) continue;
      const std::uint32_t e = by_thread[t][next[t]];
      if (pending[e] != 0) continue;
      order.push_back(t);
      ++next[t];
      for (std::uint32_t s : successors[e]) --pending[s];
      break;
    }
  }
  return order;
}

ClassKey mazurkiewicz_key(std::span<const Event> events, std::span<const WokenRead> woken) {
  Hasher h;
  for (const ThreadId t : canonical_schedule(events, woken)) h.add(t);
  h.add(events.size());
  return h.key();
}

ClassKey reads_from_key(std::span<const Event> events, std::span<const WokenRead> woken) {
  struct Observation {
    std::uint64_t reader;  // (thread << 32) | index
    std::uint64_t writer;  // same, or ~0 for the initial value
  };
  std::vector<Observation> obs;
  auto id = [](const Event& e) { return (static_cast<std::uint64_t>(e.thread) << 32) | e.index; };
  // Heap frees so far (the heap never reuses a block within an execution): a write after a
  // free of its bytes observes that free. No read tells a write before a free from one after
  // it, yet the second is a use after free: without this, both were one class.
  std::vector<std::size_t> frees;
  auto is_free = [](const Event& e) { return e.kind == OpKind::Store && (e.flags & kFlagHeapFree) != 0; };
  std::size_t next_woken = 0;
  for (std::size_t i = 0; i < events.size(); ++i) {
    // The reads a wake-up stands for, each from the latest write before it to its bytes.
    for (; next_woken < woken.size() && woken[next_woken].event <= i; ++next_woken) {
      const WokenRead& w = woken[next_woken];
      if (w.event != i || !op_is_memory(w.read.kind)) continue;
      std::uint64_t writer = ~0ULL;
      for (std::size_t j = i; j-- > 0;) {
        if (op_writes(events[j].kind) && ranges_overlap(events[j].addr, events[j].size, w.read.addr, w.read.size)) {
          writer = id(events[j]);
          break;
        }
      }
      obs.push_back({id(events[i]) | (1ULL << 31), writer});
    }
    const Event& r = events[i];
    if (op_writes(r.kind) && !(r.flags & kFlagSync)) {
      for (std::size_t f = frees.size(); f-- > 0;)
        if (ranges_overlap(events[frees[f]].addr, events[frees[f]].size, r.addr, r.size)) {
          obs.push_back({id(r) | (1ULL << 30), id(events[frees[f]])});
          break;
        }
      if (is_free(r)) frees.push_back(i);
    }
    if (op_reads(r.kind)) {
      // Each byte read comes from the latest earlier write covering it.
      const std::uint32_t size = std::min<std::uint32_t>(r.size, 64);
      std::uint64_t uncovered = size >= 64 ? ~0ULL : ((1ULL << size) - 1);
      for (std::size_t j = i; j-- > 0 && uncovered;) {
        const Event& w = events[j];
        if (!op_writes(w.kind) || !ranges_overlap(w.addr, w.size, r.addr, size)) continue;
        std::uint64_t covered = 0;
        for (std::uint32_t b = 0; b < size; ++b) {
          const std::uint64_t byte = r.addr + b;
          if (byte >= w.addr && byte < w.addr + w.size) covered |= 1ULL << b;
        }
        if (covered & uncovered) {
          obs.push_back({id(r), id(w)});
          uncovered &= ~covered;
        }
      }
      if (uncovered) obs.push_back({id(r), ~0ULL});
    } else if (r.kind == OpKind::MutexLock || r.kind == OpKind::MutexTryFail) {
      std::uint64_t writer = ~0ULL;
      for (std::size_t j = i; j-- > 0;) {
        const Event& w = events[j];
        if ((w.kind == OpKind::MutexUnlock || w.kind == OpKind::MutexLock) && w.addr == r.addr) {
          writer = id(w);
          break;
        }
      }
      obs.push_back({id(r), writer});
    }
  }
  std::sort(obs.begin(), obs.end(), [](const Observation& x, const Observation& y) {
    return x.reader != y.reader ? x.reader < y.reader : x.writer < y.writer;
  });
  Hasher h;
  for (const Observation& o : obs) {
    h.add(o.reader);
    h.add(o.writer);
  }
  h.add(obs.size());
  return h.key();
}

}  // namespace braid
