#include "explore/parallel/work_unit.h"

#include "explore/parallel/codec.h"

namespace braid::parallel {

namespace {
constexpr std::uint32_t kMagic = 0x44494142;  // "BAID" read little-endian: a braid unit
}

void ByteWriter::event(const Event& e) {
  varint(e.thread);
  varint(e.index);
  u8(static_cast<std::uint8_t>(e.kind));
  u8(e.flags);
  varint(e.size);
  varint(e.addr);
  varint(e.value_read);
  varint(e.value_written);
  varint(static_cast<std::uint64_t>(e.peer) + 1);  // kNoThread (UINT32_MAX) as 0
  varint(e.loc);
}

Event ByteReader::event() {
  Event e;
  e.thread = u32();
  e.index = u32();
  const std::uint8_t kind = u8();
  if (kind > static_cast<std::uint8_t>(OpKind::ThreadJoin)) throw CodecError("work unit: bad event kind");
  e.kind = static_cast<OpKind>(kind);
  e.flags = u8();
  e.size = u32();
  e.addr = varint();
  e.value_read = varint();
  e.value_written = varint();
  e.peer = static_cast<ThreadId>(varint() - 1);
  e.loc = u32();
  return e;
}

std::vector<std::uint8_t> encode(const WorkUnit& unit) {
  ByteWriter w;
  w.varint(kMagic);
  w.varint(kWorkUnitVersion);
  w.string(unit.algorithm);
  w.varint(unit.id);
  w.varints(unit.position);
  w.varints(unit.prefix);
  w.bytes(unit.state);
  return w.take();
}

WorkUnit decode(std::span<const std::uint8_t> bytes) {
  ByteReader r(bytes);
  if (r.varint() != kMagic) throw CodecError("not a braid work unit");
  const std::uint64_t version = r.varint();
  if (version != kWorkUnitVersion)
    throw CodecError("work unit version " + std::to_string(version) + ", this braid reads version " +
                     std::to_string(kWorkUnitVersion));
  WorkUnit unit;
  unit.algorithm = r.string();
  unit.id = r.varint();
  unit.position = r.varints<std::uint32_t>();
  unit.prefix = r.varints<ThreadId>();
  unit.state = r.bytes();
  if (!r.done()) throw CodecError("work unit: trailing bytes");
  return unit;
}

}  // namespace braid::parallel
