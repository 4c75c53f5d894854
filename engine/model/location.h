// Source locations of instrumented operations, numbered by the instrumentation pass.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/event.h"

namespace braid {

// The C type of the value an access reads or writes, for printing it as the programmer
// wrote it (-5, 0x7f..., true, 'a'); Unknown prints as a signed integer.
enum class ValueType : std::uint8_t { Unknown, Signed, Unsigned, Bool, Char, Pointer, Float };

// What a synchronisation object an argument of a call is (model/sync_names.h).
enum class SyncObjectKind : std::uint8_t { Mutex, CondVar };

// An argument of a call in the program's own code that is a mutex or a condition variable
// (by its parameter's debug type: `std::mutex&`, `std::condition_variable*`, the `this` of
// `std::mutex::lock`), named as the program names it there ("m", "q->lock", "locks[2]").
struct SyncArgument {
  SyncObjectKind kind = SyncObjectKind::Mutex;
  std::string name;
  bool operator==(const SyncArgument&) const = default;
};

struct SourceLocation {
  std::string file;      // as written in the debug info (absolute when the input path was)
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  std::string function;  // enclosing function (C++: qualified, without parameters)
  std::string object;    // name of the accessed variable when known ("counter", "buf[...]")
  // The library function called here ("pthread_cond_wait"), for the call of an intercepted
  // function; empty otherwise. Names what the events of that call are.
  std::string callee;
  // When this location is inside a function that was inlined (debug info's inlined-at
  // chain): the location of the inlined call, the next frame outwards. 0 otherwise.
  LocationId inlined_at = 0;
  ValueType value_type = ValueType::Unknown;
  // For a call in the program's own code into a function (a library wrapper such as
  // std::lock_guard's constructor): its mutex and condition-variable arguments, in argument
  // order. Names the objects of the library's operations under this call
  // (model/sync_names.h), whose own locations name the library's parameter (`*__mutex`).
  std::vector<SyncArgument> sync_arguments;
};

// Location id 0 is reserved for "unknown"; ids are dense.
class LocationTable {
 public:
  LocationTable() { entries_.emplace_back(); }
  LocationId add(SourceLocation loc) {
    entries_.push_back(std::move(loc));
    return static_cast<LocationId>(entries_.size() - 1);
  }
  const SourceLocation& operator[](LocationId id) const {
    return id < entries_.size() ? entries_[id] : entries_[0];
  }
  // For the instrumentation pass, which completes entries after creating them (callee,
  // inlined-at chain, value type: instrument/call_stacks.cpp). `id` must be valid.
  SourceLocation& at(LocationId id) { return entries_.at(id); }
  std::size_t size() const { return entries_.size(); }

 private:
  std::vector<SourceLocation> entries_;
};

}  // namespace braid
