// POP's sleep-set characterisations along a run are versions of one record
// (explore/pop/sleep_char.h): each version must hold exactly what a copy updated event by
// event held (the representation before), whatever is applied later to the record or to
// older versions, and a run must share one record instead of a copy per position (memory
// linear in the run's length, issue 12). The work-unit codec must keep every version.
#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>
#include <random>
#include <vector>

#include "explore/parallel/codec.h"
#include "explore/pop/sleep_char.h"
#include "explore/pop/sleep_char_codec.h"

using namespace braid;
using namespace braid::pop;

namespace {

constexpr std::uint64_t kX = 0x1000, kY = 0x2000, kZ = 0x3000, kW = 0x4000;

Event make_event(ThreadId t, std::uint32_t index, OpKind kind, std::uint64_t addr) {
  Event e;
  e.thread = t;
  e.index = index;
  e.kind = kind;
  e.addr = addr;
  e.size = 4;
  return e;
}

// A random run of 4 threads: loads of the level variables x and y (R, D bookkeeping,
// blocked heads), loads and stores of z and w (conflicts with P's items).
std::vector<Event> random_run(std::mt19937& rng, std::size_t n) {
  std::vector<Event> run;
  std::uint32_t next_index[4] = {0, 0, 0, 0};
  for (std::size_t i = 0; i < n; ++i) {
    const ThreadId t = static_cast<ThreadId>(rng() % 4);
    const std::uint64_t addr = std::vector<std::uint64_t>{kX, kY, kZ, kW, kZ, kW}[rng() % 6];
    const OpKind kind = addr == kX || addr == kY || rng() % 2 ? OpKind::Load : OpKind::Store;
    run.push_back(make_event(t, next_index[t]++, kind, addr));
  }
  return run;
}

// Two nested levels (x outside, y inside) whose P are random picks of the run's events
// (those of threads 1..3: thread 0 is the writer e_W), in two segments around a head.
SSChar characterisation(std::mt19937& rng, const std::vector<Event>& run) {
  Expr expr;
  for (std::uint64_t var : {kX, kY}) {
    Level level;
    level.xaddr = var;
    level.xsize = 4;
    level.writer_thread = 0;
    Segments segs(2);
    level.heads.push_back(make_event(0, 1000, OpKind::Load, kW));
    for (const Event& e : run)
      if (e.thread != 0 && rng() % 3 == 0) segs[rng() % 2].push_back(e);
    level.p = std::make_shared<const Segments>(std::move(segs));
    expr.push_back(std::move(level));
  }
  return SSChar{expr};
}

void require_same_stamped(const std::vector<Stamped>& a, const std::vector<Stamped>& b) {
  REQUIRE(a.size() == b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    REQUIRE(same_event(a[i].ev, b[i].ev));
    REQUIRE(a[i].ev.kind == b[i].ev.kind);
  }
}

void require_same(const SSChar& a, const SSChar& b) {
  REQUIRE(a.size() == b.size());
  for (std::size_t x = 0; x < a.size(); ++x) {
    REQUIRE(a[x].size() == b[x].size());
    for (std::size_t k = 0; k < a[x].size(); ++k) {
      const Level& la = a[x][k];
      const Level& lb = b[x][k];
      const auto ia = standing_items(la, 0);
      const auto ib = standing_items(lb, 0);
      REQUIRE(ia.size() == ib.size());
      for (std::size_t s = 0; s < ia.size(); ++s) {
        REQUIRE(ia[s].size() == ib[s].size());
        for (std::size_t i = 0; i < ia[s].size(); ++i) {
          REQUIRE(same_event(ia[s][i].ev, ib[s][i].ev));
          REQUIRE(ia[s][i].conflicts.size() == ib[s][i].conflicts.size());
          for (std::size_t c = 0; c < ia[s][i].conflicts.size(); ++c)
            REQUIRE(same_event(ia[s][i].conflicts[c], ib[s][i].conflicts[c]));
        }
      }
      require_same_stamped(la.reads, lb.reads);
      require_same_stamped(la.inner_heads, lb.inner_heads);
    }
  }
}

// Happens-before by program order only.
struct ProgramOrder {
  std::vector<std::uint32_t> row = std::vector<std::uint32_t>(4, 0);
  Clock at(const Event& e) {
    row[e.thread] = e.index + 1;
    return Clock{row.data(), row.size()};
  }
};

}  // namespace

TEST_CASE("pop sleep sets: every version holds what an update-by-copy held", "[pop][pop-sleep-versions]") {
  for (unsigned seed = 1; seed <= 40; ++seed) {
    CAPTURE(seed);
    std::mt19937 rng(seed);
    const std::vector<Event> run = random_run(rng, 60);
    const SSChar start = characterisation(rng, run);

    // Before: every position a copy of the previous one with the event applied.
    std::vector<SleepSet> copies{SleepSet::of(start)};
    // Now: the versions of one record.
    std::vector<SleepSet> versions{SleepSet::of(start)};
    ProgramOrder po_copies, po_versions;
    for (const Event& e : run) {
      if (!versions.back()) break;
      const UpdResult copied = upd_event(e, po_copies.at(e), SleepSet::of(copies.back().snapshot()));
      const UpdResult versioned = upd_event(e, po_versions.at(e), versions.back());
      REQUIRE(copied.blocked == versioned.blocked);
      if (versioned.blocked) continue;
      REQUIRE(static_cast<bool>(copied.ss) == static_cast<bool>(versioned.ss));
      copies.push_back(copied.ss);
      versions.push_back(versioned.ss);
    }
    // One record for the whole run (the memory fix), every version as the copies were.
    for (std::size_t i = 1; i < versions.size(); ++i)
      if (versions[i]) REQUIRE(versions[i].versions() == versions[0].versions());
    for (std::size_t i = 0; i < versions.size(); ++i) require_same(versions[i].snapshot(), copies[i].snapshot());

    // Updating an old version (a reversal's branch point) leaves the later ones alone.
    const std::size_t mid = versions.size() / 2;
    const SSChar later_before = versions.back().snapshot();
    if (versions[mid]) {
      const Event other = make_event(3, 5000, OpKind::Load, kX);
      ProgramOrder po;
      const UpdResult branched = upd_event(other, po.at(other), versions[mid]);
      if (branched.ss && mid + 1 < versions.size()) REQUIRE(branched.ss.versions() != versions[0].versions());
    }
    require_same(versions.back().snapshot(), later_before);
    for (std::size_t i = 0; i < versions.size(); ++i) require_same(versions[i].snapshot(), copies[i].snapshot());

    // Work units: every version survives the codec, the record written once.
    parallel::ByteWriter out;
    SSCharWriter writer(out);
    for (const SleepSet& ss : versions) writer.write(ss);
    const std::vector<std::uint8_t> bytes = out.take();
    parallel::ByteReader in(bytes);
    SSCharReader reader(in);
    SleepSet first_read;
    for (std::size_t i = 0; i < versions.size(); ++i) {
      const SleepSet read = reader.read_sleep_set();
      REQUIRE(static_cast<bool>(read) == static_cast<bool>(versions[i]));
      if (!read) continue;
      if (!first_read) first_read = read;
      REQUIRE(read.versions() == first_read.versions());
      require_same(read.snapshot(), copies[i].snapshot());
    }
    REQUIRE(in.done());
  }
}

// The scan skips the items a run removed in order (Level::removed_prefix), and older
// versions still see them.
TEST_CASE("pop sleep sets: removed items stay visible to older versions", "[pop][pop-sleep-versions]") {
  Level level;
  level.xaddr = kX;
  level.xsize = 4;
  level.writer_thread = 0;
  constexpr std::uint32_t kItems = 50;
  Segments segs(1);
  for (std::uint32_t i = 0; i < kItems; ++i) segs[0].push_back(make_event(1, i, OpKind::Store, kZ));
  level.p = std::make_shared<const Segments>(std::move(segs));
  // The last item conflicts with a load of z by thread 2: that load is no read of x, never
  // blocked, but it is recorded as a conflict of the first standing item it depends on.
  std::vector<SleepSet> versions{SleepSet::of(SSChar{Expr{level}})};
  ProgramOrder po;
  for (std::uint32_t i = 0; i < kItems; ++i) {
    const Event e = make_event(1, i, OpKind::Store, kZ);
    const UpdResult r = upd_event(e, po.at(e), versions.back());
    REQUIRE_FALSE(r.blocked);
    versions.push_back(r.ss);
  }
  for (std::uint32_t i = 0; i <= kItems; ++i) {
    REQUIRE(versions[i].versions() == versions[0].versions());
    REQUIRE(standing_items(versions[i].snapshot()[0][0], 0)[0].size() == kItems - i);
  }
  // A load of z at version 10 conflicts with item 10 (the first standing one), at the newest
  // version with none.
  const Event load = make_event(2, 0, OpKind::Load, kZ);
  ProgramOrder po2;
  const UpdResult at10 = upd_event(load, po2.at(load), versions[10]);
  const auto items10 = standing_items(at10.ss.snapshot()[0][0], 0)[0];
  REQUIRE(items10[0].conflicts.size() == 1);
  REQUIRE(same_event(items10[0].ev, make_event(1, 10, OpKind::Store, kZ)));
  REQUIRE(standing_items(versions[10].snapshot()[0][0], 0)[0][0].conflicts.empty());
  // Every copy of the level shares P.
  REQUIRE(at10.ss.snapshot()[0][0].p == versions[0].snapshot()[0][0].p);
}

// A classic sleep-set entry (Level::HeadAt::SleepingEvent: a condition-variable wake-up or a
// rwlock read acquisition that commutes with a schedule's head, docs/algorithms.md,
// "Compatible schedule heads of one write"): it blocks its own event only, independent
// events pass it, another read acquisition does not wake a sleeping read acquisition, a
// write of its bytes discards it, and it survives the work-unit codec.
TEST_CASE("pop sleep sets: a sleeping event blocks itself until a write of its bytes", "[pop][pop-sleep-versions]") {
  Event wake = make_event(1, 3, OpKind::Rmw, kX);
  wake.size = 1;
  wake.flags = kFlagSync | kFlagAcquire;
  Level sleeper;
  sleeper.p = std::make_shared<const Segments>();
  sleeper.heads.push_back(wake);
  sleeper.xaddr = kX;
  sleeper.xsize = 1;
  sleeper.head_at = Level::HeadAt::SleepingEvent;
  const SleepSet ss = SleepSet::of(SSChar{Expr{sleeper}});
  ProgramOrder po;
  REQUIRE(blocks(wake, po.at(wake), ss));
  // A registration (the next byte) and an unrelated store pass it and leave it asleep.
  Event registration = make_event(2, 0, OpKind::Rmw, kX + 1);
  registration.size = 1;
  registration.flags = kFlagSync;
  REQUIRE_FALSE(blocks(registration, po.at(registration), ss));
  const UpdResult after_registration = upd_event(registration, po.at(registration), ss);
  REQUIRE_FALSE(after_registration.blocked);
  REQUIRE(blocks(wake, po.at(wake), after_registration.ss));
  // A signal (bytes 0-1) wakes it.
  Event signal = make_event(0, 7, OpKind::Rmw, kX);
  signal.size = 2;
  signal.flags = kFlagSync;
  const UpdResult after_signal = upd_event(signal, po.at(signal), after_registration.ss);
  REQUIRE_FALSE(after_signal.blocked);
  REQUIRE_FALSE(blocks(wake, po.at(wake), after_signal.ss));

  // A sleeping read acquisition stays asleep across another one (seen as a Store), not
  // across a write acquisition.
  Event read_lock = make_event(1, 0, OpKind::Load, kY);
  read_lock.size = 1;
  read_lock.flags = kFlagSync | kFlagAcquire;
  sleeper.heads = {read_lock};
  sleeper.xaddr = kY;
  const SleepSet readers = SleepSet::of(SSChar{Expr{sleeper}});
  Event other_reader = make_event(2, 0, OpKind::Store, kY);
  other_reader.size = 1;
  other_reader.flags = kFlagSync | kFlagAcquire;
  const UpdResult after_reader = upd_event(other_reader, po.at(other_reader), readers);
  REQUIRE(blocks(read_lock, po.at(read_lock), after_reader.ss));
  Event write_lock = other_reader;
  write_lock.kind = OpKind::Rmw;
  const UpdResult after_writer = upd_event(write_lock, po.at(write_lock), readers);
  REQUIRE_FALSE(blocks(read_lock, po.at(read_lock), after_writer.ss));

  parallel::ByteWriter out;
  SSCharWriter writer(out);
  writer.write(after_registration.ss);
  const std::vector<std::uint8_t> bytes = out.take();
  parallel::ByteReader in(bytes);
  SSCharReader reader(in);
  const SleepSet read = reader.read_sleep_set();
  REQUIRE(in.done());
  REQUIRE(blocks(wake, po.at(wake), read));
  REQUIRE_FALSE(blocks(registration, po.at(registration), read));
}
