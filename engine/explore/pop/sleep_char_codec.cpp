#include "explore/pop/sleep_char_codec.h"

namespace braid::pop {

namespace {

// A version stamp, or kNeverRemoved as 0 (a varint of one byte instead of five).
void write_removed_at(parallel::ByteWriter& out, std::uint32_t at) {
  out.varint(at == kNeverRemoved ? 0 : std::uint64_t{at} + 1);
}
std::uint32_t read_removed_at(parallel::ByteReader& in) {
  const std::uint64_t v = in.varint();
  if (v > kNeverRemoved) throw parallel::CodecError("pop work unit: bad version");
  return v == 0 ? kNeverRemoved : static_cast<std::uint32_t>(v - 1);
}

void write_stamped(parallel::ByteWriter& out, const std::vector<Stamped>& v) {
  out.varint(v.size());
  for (const Stamped& s : v) {
    out.event(s.ev);
    out.varint(s.at);
  }
}
std::vector<Stamped> read_stamped(parallel::ByteReader& in) {
  std::vector<Stamped> v(in.count());
  for (Stamped& s : v) {
    s.ev = in.event();
    s.at = in.u32();
  }
  return v;
}

}  // namespace

// P: tag 0 = a new one follows, n + 1 = the n-th one seen.
void SSCharWriter::write_level(const Level& level) {
  if (auto it = segments_ids_.find(level.p.get()); it != segments_ids_.end()) {
    out_.varint(it->second + 1);
  } else {
    segments_ids_.emplace(level.p.get(), segments_ids_.size());
    out_.varint(0);
    out_.varint(level.p->size());
    for (const std::vector<Event>& seg : *level.p) out_.events(seg);
  }
  out_.events(level.heads);
  // The variable is an address of this worker's program instance: written as the
  // location of an event, so that the reader gets it in its own instance (like every
  // event's address). A raw address meant nothing to another worker: no read there
  // matched it, and the subtrees given away lost their sleep sets (duplicate classes).
  Event variable;
  variable.kind = OpKind::Load;
  variable.addr = level.xaddr;
  variable.size = level.xsize;
  // A read e_W's value travels in the same event (translated like a CAS's values).
  variable.flags = static_cast<std::uint8_t>(level.head_at);
  variable.value_read = level.branch_value;
  out_.event(variable);
  write_stamped(out_, level.reads);
  write_stamped(out_, level.inner_heads);
  out_.varint(static_cast<std::uint64_t>(level.writer_thread) + 1);
  out_.varint(level.writer_index);
  out_.varint(level.items.size());
  for (const ItemState& st : level.items) {
    write_removed_at(out_, st.removed_at);
    out_.varint(st.conflicts == ItemState::kNoConflicts ? 0 : std::uint64_t{st.conflicts} + 1);
  }
  out_.varint(level.conflicts.size());
  for (const std::vector<Stamped>& c : level.conflicts) write_stamped(out_, c);
  out_.varint(level.removed_prefix.size());
  for (const Level::RemovedPrefix& prefix : level.removed_prefix) {
    out_.varint(prefix.count);
    out_.varint(prefix.at);
  }
}

void SSCharWriter::write_expr(const Expr& expr) {
  out_.varint(expr.size());
  for (const Level& level : expr) write_level(level);
}

Level SSCharReader::read_level() {
  Level level;
  const std::uint64_t tag = in_.varint();
  if (tag == 0) {
    auto segs = std::make_shared<Segments>(in_.count());
    for (std::vector<Event>& seg : *segs) seg = in_.events();
    segments_.push_back(std::move(segs));
    level.p = segments_.back();
  } else if (tag - 1 < segments_.size()) {
    level.p = segments_[tag - 1];
  } else {
    throw parallel::CodecError("pop work unit: bad level reference");
  }
  level.heads = in_.events();
  const Event variable = in_.event();
  level.xaddr = variable.addr;
  level.xsize = variable.size;
  if (variable.flags > static_cast<std::uint8_t>(Level::HeadAt::SleepingEvent))
    throw parallel::CodecError("pop work unit: bad level");
  if (variable.flags == static_cast<std::uint8_t>(Level::HeadAt::SleepingEvent) && level.heads.size() != 1)
    throw parallel::CodecError("pop work unit: bad sleeping event");
  level.head_at = static_cast<Level::HeadAt>(variable.flags);
  level.branch_value = variable.value_read;
  level.reads = read_stamped(in_);
  level.inner_heads = read_stamped(in_);
  level.writer_thread = static_cast<ThreadId>(in_.varint() - 1);
  level.writer_index = in_.u32();
  std::size_t items = 0;
  for (const std::vector<Event>& seg : *level.p) items += seg.size();
  level.items.resize(in_.count());
  if (!level.items.empty() && level.items.size() != items) throw parallel::CodecError("pop work unit: bad level");
  std::vector<std::uint64_t> lists;
  for (ItemState& st : level.items) {
    st.removed_at = read_removed_at(in_);
    lists.push_back(in_.varint());
  }
  level.conflicts.resize(in_.count());
  for (std::vector<Stamped>& c : level.conflicts) c = read_stamped(in_);
  for (std::size_t i = 0; i < lists.size(); ++i) {
    if (lists[i] > level.conflicts.size()) throw parallel::CodecError("pop work unit: bad level");
    level.items[i].conflicts = lists[i] == 0 ? ItemState::kNoConflicts : static_cast<std::uint32_t>(lists[i] - 1);
  }
  level.removed_prefix.resize(in_.count());
  if (level.removed_prefix.size() > level.p->size()) throw parallel::CodecError("pop work unit: bad level");
  for (std::size_t s = 0; s < level.removed_prefix.size(); ++s) {
    level.removed_prefix[s].count = in_.u32();
    level.removed_prefix[s].at = in_.u32();
    if (level.removed_prefix[s].count > (*level.p)[s].size()) throw parallel::CodecError("pop work unit: bad level");
  }
  return level;
}

Expr SSCharReader::read_expr() {
  Expr expr(in_.count());
  for (Level& level : expr) level = read_level();
  return expr;
}

// Tags: 0 = null (empty), 1 = a new one follows, n + 2 = the n-th one seen.
void SSCharWriter::write(const SSPtr& schedchar) {
  if (!schedchar) {
    out_.varint(0);
    return;
  }
  if (auto it = schedchar_ids_.find(schedchar.get()); it != schedchar_ids_.end()) {
    out_.varint(it->second + 2);
    return;
  }
  schedchar_ids_.emplace(schedchar.get(), schedchar_ids_.size());
  out_.varint(1);
  out_.varint(schedchar->size());
  for (const Expr& expr : *schedchar) write_expr(expr);
}

// The record's tag as above, then the version.
void SSCharWriter::write(const SleepSet& ss) {
  if (!ss) {
    out_.varint(0);
    return;
  }
  const Versions& record = *ss.versions();
  if (auto it = record_ids_.find(&record); it != record_ids_.end()) {
    out_.varint(it->second + 2);
  } else {
    record_ids_.emplace(&record, record_ids_.size());
    out_.varint(1);
    out_.varint(record.newest);
    out_.varint(record.exprs.size());
    for (std::size_t x = 0; x < record.exprs.size(); ++x) {
      write_removed_at(out_, record.discarded_at[x]);
      write_expr(record.exprs[x]);
    }
  }
  out_.varint(ss.version());
}

SSPtr SSCharReader::read_schedchar() {
  const std::uint64_t tag = in_.varint();
  if (tag == 0) return nullptr;
  if (tag >= 2) {
    if (tag - 2 >= schedchars_.size()) throw parallel::CodecError("pop work unit: bad characterisation reference");
    return schedchars_[tag - 2];
  }
  auto chars = std::make_shared<SSChar>(in_.count());
  for (Expr& expr : *chars) expr = read_expr();
  schedchars_.push_back(chars);
  return chars;
}

SleepSet SSCharReader::read_sleep_set() {
  const std::uint64_t tag = in_.varint();
  if (tag == 0) return {};
  if (tag == 1) {
    auto record = std::make_shared<Versions>();
    record->newest = in_.u32();
    record->exprs.resize(in_.count());
    record->discarded_at.resize(record->exprs.size());
    for (std::size_t x = 0; x < record->exprs.size(); ++x) {
      record->discarded_at[x] = read_removed_at(in_);
      record->exprs[x] = read_expr();
    }
    records_.push_back(std::move(record));
  } else if (tag - 2 >= records_.size()) {
    throw parallel::CodecError("pop work unit: bad characterisation reference");
  }
  const auto& record = records_[tag == 1 ? records_.size() - 1 : tag - 2];
  const std::uint32_t version = in_.u32();
  if (version > record->newest) throw parallel::CodecError("pop work unit: bad version");
  return {record, version};
}

}  // namespace braid::pop
