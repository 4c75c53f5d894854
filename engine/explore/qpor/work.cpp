#include "explore/qpor/work.h"

#include <algorithm>
#include <stdexcept>
#include <unordered_map>

#include "model/execution.h"

namespace braid::qpor {

EntryMap write_sub_unfolding(parallel::ByteWriter& out, const Unfolding& u, const Selection& selection,
                             const Executor& executor) {
  // Sparse bookkeeping: a unit writes hundreds of events of an unfolding of tens of
  // thousands (arrays over U's slots, cleared per unit, cost 5 % of a 2-worker run).
  enum : std::uint8_t { kKept = 1, kVisiting, kPlaced };
  std::unordered_map<EventId, std::uint8_t> state;
  std::vector<EventId> work;
  const auto keep = [&](EventId e) {
    if (e == kBottom || !state.emplace(e, kKept).second) return;
    work.push_back(e);
  };
  if (selection.all_live || selection.live_mask != nullptr) {
    const std::vector<std::uint8_t>* mask = selection.all_live ? nullptr : selection.live_mask;
    for (EventId e = 0; e < u.capacity(); ++e)
      if (u[e].live && (mask == nullptr || e >= mask->size() || (*mask)[e])) keep(e);
  }
  for (EventId e : selection.needed) {
    keep(e);
    if (!selection.needed_siblings || e == kBottom) continue;
    const UEvent& ev = u[e];
    if (is_mutex_kind(ev.kind))
      for (const LockChild& sibling : u.lock_children(ev.lock, ev.pother)) keep(sibling.id);
  }
  // Causal order: an event after its causes (depth-first, causes first). Ids say nothing
  // about it (pruning reuses slots).
  std::vector<EventId> order;
  std::vector<std::pair<EventId, bool>> stack;
  const auto state_of = [&](EventId e) {
    const auto it = state.find(e);
    return it == state.end() ? std::uint8_t{0} : it->second;
  };
  for (EventId root : work) {
    stack.push_back({root, false});
    while (!stack.empty()) {
      auto [e, expanded] = stack.back();
      stack.pop_back();
      std::uint8_t& st = state[e];
      if (st == kPlaced) continue;
      if (expanded) {
        st = kPlaced;
        order.push_back(e);
        continue;
      }
      if (st == kVisiting) continue;
      st = kVisiting;
      stack.push_back({e, true});
      const UEvent& ev = u[e];
      const auto cause = [&](EventId c) {
        if (c != kBottom && state_of(c) < kVisiting) stack.push_back({c, false});
      };
      cause(ev.pt);
      cause(ev.pother);
      for (EventId r : u.readers(e)) cause(r);
    }
  }
  EntryMap entry_of;
  const std::vector<std::uint64_t>& lock_addrs = u.lock_addresses();
  out.varint(order.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    const EventId e = order[i];
    const UEvent& ev = u[e];
    entry_of.set(e, static_cast<std::uint32_t>(i));
    out.u8(static_cast<std::uint8_t>(ev.kind));
    out.boolean(ev.is_try);
    out.varint(ev.thread);
    out.varint(static_cast<std::uint64_t>(ev.peer) + 1);  // kNoThread as 0
    if (is_mutex_kind(ev.kind)) {
      bool portable = false;
      const std::uint64_t addr = executor.portable_address(lock_addrs.at(ev.lock), portable);
      out.boolean(portable);
      out.varint(addr);
    }
    out.varint(ev.loc);
    write_ref(out, entry_of, ev.pt);
    write_ref(out, entry_of, ev.pother);
    write_refs(out, entry_of, u.readers(e));
  }
  return entry_of;
}

std::vector<EventId> read_sub_unfolding(parallel::ByteReader& in, Unfolding& u, Executor& executor) {
  const std::size_t n = in.count();
  std::vector<EventId> ids;
  ids.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    Action a;
    const std::uint8_t kind = in.u8();
    if (kind > static_cast<std::uint8_t>(Kind::TryFail)) throw parallel::CodecError("qpor work unit: bad event kind");
    a.kind = static_cast<Kind>(kind);
    a.is_try = in.boolean();
    a.thread = in.u32();
    const std::uint64_t peer = in.varint();  // kNoThread + 1 = 2^32 when there is none
    if (peer > static_cast<std::uint64_t>(kNoThread) + 1) throw parallel::CodecError("qpor work unit: bad thread");
    a.peer = static_cast<ThreadId>(peer - 1);
    if (is_mutex_kind(a.kind)) {
      const bool portable = in.boolean();
      const std::uint64_t addr = in.varint();
      a.lock = u.lock_index(portable ? executor.local_address(addr) : addr);
    }
    a.loc = in.u32();
    const EventId pt = read_ref(in, ids);
    const EventId pother = read_ref(in, ids);
    std::vector<EventId> readers = read_refs(in, ids);
    std::sort(readers.begin(), readers.end());  // local ids, in local order
    // The history must make sense before get() links the event into its trees.
    if (pt != kBottom && u[pt].thread != a.thread) throw parallel::CodecError("qpor work unit: bad thread history");
    if (is_mutex_kind(a.kind) && pother != kBottom && (!is_mutex_kind(u[pother].kind) || u[pother].lock != a.lock))
      throw parallel::CodecError("qpor work unit: bad lock history");
    for (EventId r : readers)
      if (r == kBottom || u[r].kind != Kind::TryFail || a.kind != Kind::Unlock) throw parallel::CodecError("qpor work unit: bad reader");
    ids.push_back(u.get(a, pt, pother, nullptr, readers));
  }
  return ids;
}

void write_ref(parallel::ByteWriter& out, const EntryMap& entry_of, EventId e) {
  if (e == kBottom) {
    out.varint(0);
    return;
  }
  if (entry_of[e] == kNoEntry) throw std::logic_error("qpor work unit: an event refers to one not written");
  out.varint(static_cast<std::uint64_t>(entry_of[e]) + 1);
}

EventId read_ref(parallel::ByteReader& in, const std::vector<EventId>& ids) {
  const std::uint64_t r = in.varint();
  if (r == 0) return kBottom;
  if (r > ids.size()) throw parallel::CodecError("qpor work unit: bad event reference");
  return ids[r - 1];
}

void write_refs(parallel::ByteWriter& out, const EntryMap& entry_of, const std::vector<EventId>& events) {
  out.varint(events.size());
  for (EventId e : events) write_ref(out, entry_of, e);
}

std::vector<EventId> read_refs(parallel::ByteReader& in, const std::vector<EventId>& ids) {
  std::vector<EventId> events(in.count());
  for (EventId& e : events) e = read_ref(in, ids);
  return events;
}

}  // namespace braid::qpor
