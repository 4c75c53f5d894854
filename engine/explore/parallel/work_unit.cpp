#include "explore/parallel/work_unit.h"

#include "explore/parallel/codec.h"
#include "explore/execution.h"

namespace braid::parallel {

namespace {
constexpr std::uint32_t kMagic = 0x44494142;  // "BAID" read little-endian: a braid unit
}

// Which of an event's address and values were written in portable form.
enum : std::uint8_t { kPortableAddr = 1, kPortableRead = 2, kPortableWritten = 4 };

void ByteWriter::event(const Event& e) {
  varint(e.thread);
  varint(e.index);
  u8(static_cast<std::uint8_t>(e.kind));
  u8(e.flags);
  varint(e.size);
  std::uint64_t addr = e.addr, read = e.value_read, written = e.value_written;
  std::uint8_t portable = 0;
  if (addresses_) {
    bool p = false;
    addr = addresses_->portable_address(e.addr, p);
    if (p) portable |= kPortableAddr;
    // Values of pointer size may be pointers (a CAS on a list head).
    if (e.size == 8) {
      read = addresses_->portable_address(e.value_read, p);
      if (p) portable |= kPortableRead;
      written = addresses_->portable_address(e.value_written, p);
      if (p) portable |= kPortableWritten;
    }
  }
  u8(portable);
  varint(addr);
  varint(read);
  varint(written);
  varint(static_cast<std::uint64_t>(e.peer) + 1);  // kNoThread (UINT32_MAX) as 0
  varint(e.loc);
}

Event ByteReader::event() {
  Event e;
  e.thread = u32();
  e.index = u32();
  const std::uint8_t kind = u8();
  if (kind > static_cast<std::uint8_t>(OpKind::ThreadDetach)) throw CodecError("work unit: bad event kind");
  e.kind = static_cast<OpKind>(kind);
  e.flags = u8();
  e.size = u32();
  const std::uint8_t portable = u8();
  if (portable && !addresses_) throw CodecError("work unit: portable addresses need a program instance");
  e.addr = varint();
  e.value_read = varint();
  e.value_written = varint();
  if (portable & kPortableAddr) e.addr = addresses_->local_address(e.addr);
  if (portable & kPortableRead) e.value_read = addresses_->local_address(e.value_read);
  if (portable & kPortableWritten) e.value_written = addresses_->local_address(e.value_written);
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
