// Sleep-set characterisations as bytes, for POP's work units (parallel/work_unit.h).
// A run's characterisations are versions of one record (sleep_char.h): each record is
// written once, with the version of every change, and each characterisation as a reference
// to its record and its version, so a unit stays as small as in memory. SchedChars are
// written once each and referred to afterwards; so is each level's P.
#pragma once

#include <map>
#include <vector>

#include "explore/parallel/codec.h"
#include "explore/pop/sleep_char.h"

namespace braid::pop {

class SSCharWriter {
 public:
  explicit SSCharWriter(parallel::ByteWriter& out) : out_(out) {}
  void write(const SSPtr& schedchar);
  void write(const SleepSet& ss);

 private:
  void write_expr(const Expr& expr);
  void write_level(const Level& level);
  parallel::ByteWriter& out_;
  std::map<const Segments*, std::uint64_t> segments_ids_;  // P, shared by levels
  std::map<const SSChar*, std::uint64_t> schedchar_ids_;
  std::map<const Versions*, std::uint64_t> record_ids_;
};

class SSCharReader {
 public:
  explicit SSCharReader(parallel::ByteReader& in) : in_(in) {}
  SSPtr read_schedchar();
  SleepSet read_sleep_set();

 private:
  Expr read_expr();
  Level read_level();
  parallel::ByteReader& in_;
  std::vector<std::shared_ptr<const Segments>> segments_;
  std::vector<SSPtr> schedchars_;
  std::vector<std::shared_ptr<Versions>> records_;
};

}  // namespace braid::pop
