// Source locations of instrumented operations, numbered by the instrumentation pass.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/event.h"

namespace braid {

struct SourceLocation {
  std::string file;      // as written in the debug info (absolute when the input path was)
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  std::string function;  // enclosing function
  std::string object;    // name of the accessed variable when known ("counter", "buf[...]")
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
  std::size_t size() const { return entries_.size(); }

 private:
  std::vector<SourceLocation> entries_;
};

}  // namespace braid
