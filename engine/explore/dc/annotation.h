// Annotations (paper §4): a positive annotation A+ maps a read to the write it must
// observe, a negative one A- lists writes a read must not observe. Both live for the whole
// recursion and are undone when a call returns (the recursion only ever adds to them).
//
// The basis of a well-formed A+ is, per thread, the shortest prefix holding its annotated
// events. DC-DPOR only annotates reads whose causal past is annotated, so the basis is
// made of events of the trace at hand with the values they had there (Lemma 3.1): a
// prefix length per thread, closed under thread creation and join.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "explore/dc/trace.h"

namespace braid::dc {

class Annotation {
 public:
  // A+.
  bool annotated(EvId read) const { return positive_.count(read) != 0; }
  EvId observed(EvId read) const { return positive_.at(read); }
  // The write `read` is annotated to observe, or nullptr: one lookup for both questions.
  const EvId* find_observed(EvId read) const {
    const auto it = positive_.find(read);
    return it == positive_.end() ? nullptr : &it->second;
  }
  // `location`: the read's location key (reads of the initial value are indexed by it).
  // `write` kPending: the read never runs (its thread stays blocked in an await loop before
  // it; docs/algorithms.md, "Await loops on one location").
  void annotate(EvId read, EvId write, std::uint64_t location) {
    positive_[read] = write;
    absent_ += write == kPending;
    readers_[write].push_back(read);
    if (write == kInit) {
      initial_readers_[location].push_back(read);
      initial_location_[read] = location;
    }
  }
  void unannotate(EvId read);
  // The annotated reads that observe `write` (kInit: the initial value of any location).
  const std::vector<EvId>& readers(EvId write) const;
  // The annotated reads that observe the initial value of `location`.
  const std::vector<EvId>& initial_readers(std::uint64_t location) const;
  const std::unordered_map<EvId, EvId>& positive() const { return positive_; }
  // Is `read` annotated never to run (kPending)? Are any?
  bool absent(EvId read) const {
    const EvId* w = find_observed(read);
    return w && *w == kPending;
  }
  bool any_absent() const { return absent_ != 0; }
  // For a read annotated never to run: the value its loop's blocking round found (the loop
  // stays blocked while the location holds it), when known (not across work units).
  void set_blocking_value(EvId read, std::uint64_t value) { blocking_value_[read] = value; }
  const std::uint64_t* blocking_value(EvId read) const {
    const auto it = blocking_value_.find(read);
    return it == blocking_value_.end() ? nullptr : &it->second;
  }

  // A-.
  bool forbidden(EvId read, EvId write) const;
  void forbid(EvId read, EvId write) { negative_[read].push_back(write); }
  void unforbid(EvId read) {  // removes the last write forbidden for `read`
    auto it = negative_.find(read);
    it->second.pop_back();
    if (it->second.empty()) negative_.erase(it);
  }
  bool has_negative(EvId read) const { return negative_.count(read) != 0; }

  // Room for `positive` annotated reads and `negative` reads with forbidden writes (a unit's
  // annotation is built at once: dc/work.cpp).
  void reserve(std::size_t positive, std::size_t negative) {
    positive_.reserve(positive);
    readers_.reserve(positive);
    negative_.reserve(negative);
  }
  const std::unordered_map<EvId, std::vector<EvId>>& negative() const { return negative_; }

 private:
  std::unordered_map<EvId, EvId> positive_;
  std::unordered_map<EvId, std::vector<EvId>> readers_;
  std::unordered_map<std::uint64_t, std::vector<EvId>> initial_readers_;
  std::unordered_map<EvId, std::uint64_t> initial_location_;
  std::unordered_map<EvId, std::vector<EvId>> negative_;
  std::size_t absent_ = 0;  // annotated reads observing kPending
  std::unordered_map<EvId, std::uint64_t> blocking_value_;
};

// A basis: how many events of each thread of the trace it holds.
using Basis = std::vector<std::uint32_t>;

// Extends `basis` (well-formed for `annotation` on `trace`) so that it holds `event` and
// closes it under creation (a thread's events need its creator's create event) and join
// (a join needs the whole joined thread). Fails when an added event is a read that is not
// annotated (other than `new_read`, the read being annotated now): the annotation would
// not be well-formed.
bool extend_basis(const Trace& trace, const Annotation& annotation, Basis& basis, EvId event,
                  EvId new_read);

}  // namespace braid::dc
