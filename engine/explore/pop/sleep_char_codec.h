// Sleep-set characterisations as bytes, for POP's work units (parallel/work_unit.h).
// Characterisations are shared between positions while unchanged (SSPtr): each distinct
// one is written once and referred to afterwards, so a unit stays as small as in memory.
#pragma once

#include <map>
#include <vector>

#include "explore/parallel/codec.h"
#include "explore/pop/sleep_char.h"

namespace braid::pop {

class SSCharWriter {
 public:
  explicit SSCharWriter(parallel::ByteWriter& out) : out_(out) {}
  void write(const SSPtr& ss);

 private:
  parallel::ByteWriter& out_;
  std::map<const SSChar*, std::uint64_t> ids_;
};

class SSCharReader {
 public:
  explicit SSCharReader(parallel::ByteReader& in) : in_(in) {}
  SSPtr read();

 private:
  parallel::ByteReader& in_;
  std::vector<SSPtr> seen_;
};

}  // namespace braid::pop
