#include "explore/pop/sleep_char_codec.h"

namespace braid::pop {

// Tags: 0 = null (empty), 1 = a new characterisation follows, n + 2 = the n-th one seen.
void SSCharWriter::write(const SSPtr& ss) {
  if (!ss) {
    out_.varint(0);
    return;
  }
  if (auto it = ids_.find(ss.get()); it != ids_.end()) {
    out_.varint(it->second + 2);
    return;
  }
  ids_.emplace(ss.get(), ids_.size());
  out_.varint(1);
  out_.varint(ss->size());
  for (const Expr& expr : *ss) {
    out_.varint(expr.size());
    for (const Level& level : expr) {
      out_.varint(level.segs.size());
      for (const std::vector<Item>& seg : level.segs) {
        out_.varint(seg.size());
        for (const Item& item : seg) {
          out_.event(item.ev);
          out_.events(item.conflicts);
        }
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
      out_.events(level.reads);
      out_.events(level.inner_heads);
      out_.varint(static_cast<std::uint64_t>(level.writer_thread) + 1);
      out_.varint(level.writer_index);
    }
  }
}

SSPtr SSCharReader::read() {
  const std::uint64_t tag = in_.varint();
  if (tag == 0) return nullptr;
  if (tag >= 2) {
    if (tag - 2 >= seen_.size()) throw parallel::CodecError("pop work unit: bad characterisation reference");
    return seen_[tag - 2];
  }
  auto ss = std::make_shared<SSChar>(in_.count());
  for (Expr& expr : *ss) {
    expr.resize(in_.count());
    for (Level& level : expr) {
      level.segs.resize(in_.count());
      for (std::vector<Item>& seg : level.segs) {
        seg.resize(in_.count());
        for (Item& item : seg) {
          item.ev = in_.event();
          item.conflicts = in_.events();
        }
      }
      level.heads = in_.events();
      const Event variable = in_.event();
      level.xaddr = variable.addr;
      level.xsize = variable.size;
      if (variable.flags > static_cast<std::uint8_t>(Level::HeadAt::CasSucceeds))
        throw parallel::CodecError("pop work unit: bad level");
      level.head_at = static_cast<Level::HeadAt>(variable.flags);
      level.branch_value = variable.value_read;
      level.reads = in_.events();
      level.inner_heads = in_.events();
      level.writer_thread = static_cast<ThreadId>(in_.varint() - 1);
      level.writer_index = in_.u32();
    }
  }
  seen_.push_back(ss);
  return ss;
}

}  // namespace braid::pop
