#include "explore/dc/work.h"

#include <algorithm>

#include "explore/parallel/codec.h"

namespace braid::dc {

UnitState make_unit_state(const Annotation& annotation, const Basis& basis,
                          std::span<const std::pair<EvId, EvId>> unrealizable, std::uint64_t depth,
                          std::uint64_t redundant_ancestors, std::uint64_t run_events) {
  UnitState state;
  state.depth = depth;
  state.redundant_ancestors = redundant_ancestors;
  state.positive.assign(annotation.positive().begin(), annotation.positive().end());
  std::sort(state.positive.begin(), state.positive.end());
  state.negative.assign(annotation.negative().begin(), annotation.negative().end());
  std::sort(state.negative.begin(), state.negative.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  state.basis = basis;
  state.unrealizable.assign(unrealizable.begin(), unrealizable.end());
  std::sort(state.unrealizable.begin(), state.unrealizable.end());
  state.unrealizable.erase(std::unique(state.unrealizable.begin(), state.unrealizable.end()),
                           state.unrealizable.end());
  state.run_events = run_events;
  return state;
}

Annotation annotation_of(const UnitState& state, const Trace& t) {
  Annotation annotation;
  annotation.reserve(state.positive.size(), state.negative.size());
  for (const auto& [read, write] : state.positive) {
    annotation.annotate(read, write, location_key(t.event(read)));
    // A read that never runs: the value blocking its loop, from the unit's run (as the giver
    // had it from its own).
    if (std::uint64_t value = 0; write == kPending && blocking_value_before(t, read, value))
      annotation.set_blocking_value(read, value);
  }
  for (const auto& [read, writes] : state.negative)
    for (EvId write : writes) annotation.forbid(read, write);
  return annotation;
}

namespace {

// kInit (~0) as 0 and every other event id as id + 1, so that the common ids stay short.
void put_event(parallel::ByteWriter& out, EvId id) { out.varint(id == kInit ? 0 : id + 1); }
EvId get_event(parallel::ByteReader& in) {
  const std::uint64_t v = in.varint();
  return v == 0 ? kInit : v - 1;
}

}  // namespace

std::vector<std::uint8_t> encode(const UnitState& state) {
  parallel::ByteWriter out;
  out.varint(state.generation);
  out.varint(state.depth);
  out.varint(state.redundant_ancestors);
  out.varint(state.positive.size());
  for (const auto& [read, write] : state.positive) {
    put_event(out, read);
    put_event(out, write);
  }
  out.varint(state.negative.size());
  for (const auto& [read, writes] : state.negative) {
    put_event(out, read);
    out.varint(writes.size());
    for (EvId w : writes) put_event(out, w);
  }
  out.varints(state.basis);
  out.varint(state.unrealizable.size());
  for (const auto& [read, write] : state.unrealizable) {
    put_event(out, read);
    put_event(out, write);
  }
  out.varint(state.run_events);
  out.varint(state.search_states);
  out.varint(state.events_run);
  out.varint(state.path_hash);
  out.varint(state.run_counted ? 1 : 0);
  return out.take();
}

UnitState decode_unit_state(std::span<const std::uint8_t> bytes) {
  parallel::ByteReader in(bytes);
  UnitState state;
  state.generation = in.varint();
  state.depth = in.varint();
  state.redundant_ancestors = in.varint();
  state.positive.resize(in.count());
  for (auto& [read, write] : state.positive) {
    read = get_event(in);
    write = get_event(in);
  }
  state.negative.resize(in.count());
  for (auto& [read, writes] : state.negative) {
    read = get_event(in);
    writes.resize(in.count());
    for (EvId& w : writes) w = get_event(in);
  }
  state.basis = in.varints<std::uint32_t>();
  state.unrealizable.resize(in.count());
  for (auto& [read, write] : state.unrealizable) {
    read = get_event(in);
    write = get_event(in);
  }
  state.run_events = in.varint();
  state.search_states = in.varint();
  state.events_run = in.varint();
  state.path_hash = in.varint();
  state.run_counted = in.varint() != 0;
  if (!in.done()) throw parallel::CodecError("dc work unit: trailing bytes");
  return state;
}

}  // namespace braid::dc
