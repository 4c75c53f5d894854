// The weak-memory check (engine/analysis/race_detector.*, docs/memory_model.md): on hand-made
// event lists, one test per rule, each with the variant the rule clears and the one it does
// not; and on corpus programs through check_program and the verdict (gap "weak-memory").
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "analysis/race_detector.h"
#include "check/check.h"
#include "report/verdict.h"

namespace {

using braid::kFlagAtomic;
using K = braid::OpKind;

constexpr std::uint8_t kRelaxedLoad = braid::kOrderNoAcquire | braid::kOrderNotSeqCst;
constexpr std::uint8_t kRelaxedStore = braid::kOrderNoRelease | braid::kOrderNotSeqCst;
constexpr std::uint8_t kAcquireLoad = braid::kOrderNotSeqCst;
constexpr std::uint8_t kReleaseStore = braid::kOrderNotSeqCst;
constexpr std::uint8_t kSeqCst = 0;

constexpr std::uint64_t kX = 100, kY = 200, kPayload = 300;

struct Events {
  std::vector<braid::Event> events;
  std::map<braid::ThreadId, std::uint32_t> next;
  Events& op(braid::ThreadId t, K k, std::uint64_t addr, std::uint8_t order = 0, std::uint8_t flags = kFlagAtomic,
             braid::ThreadId peer = braid::kNoThread) {
    braid::Event e;
    e.thread = t;
    e.index = next[t]++;
    e.kind = k;
    e.addr = addr;
    e.size = (k == K::ThreadCreate || k == K::ThreadJoin) ? 0 : 4;
    e.flags = (k == K::ThreadCreate || k == K::ThreadJoin) ? 0 : flags;
    e.order = order;
    e.peer = peer;
    e.loc = static_cast<braid::LocationId>(events.size() + 1);
    // Every write stores a value of its own (weak14: two writes of the same value swapped
    // are no other behaviour).
    if (k == K::Store || k == K::Rmw) e.value_written = events.size() + 1;
    events.push_back(e);
    return *this;
  }
  Events& create(braid::ThreadId parent, braid::ThreadId child) { return op(parent, K::ThreadCreate, 0, 0, 0, child); }
  // Positions of the loads the check reports (later: reading a later write).
  std::vector<std::pair<std::uint32_t, bool>> weak() {
    braid::RaceDetector d;
    d.analyze(events, braid::Analyses{false, true});
    std::vector<std::pair<std::uint32_t, bool>> out;
    for (const braid::WeakLoad& w : d.weak_loads()) out.emplace_back(w.position, w.later_write);
    return out;
  }
};

// Store buffering: thread 1 stores x, loads y; thread 2 stores y, loads x; in the schedule
// x=1, r1=y (0), y=1, r2=x (1). r2 (position 5) could read x's initial 0 unless a rule hides it.
Events store_buffering(std::uint8_t store, std::uint8_t load, std::uint8_t fence1 = 0, std::uint8_t fence2 = 0) {
  Events e;
  e.create(0, 1).create(0, 2);
  e.op(1, K::Store, kX, store).op(1, K::Load, kY, load | fence1);
  e.op(2, K::Store, kY, store).op(2, K::Load, kX, load | fence2);
  return e;
}

}  // namespace

TEST_CASE("weak memory: an older write, unless coherence hides it", "[weak]") {
  SECTION("store buffering, relaxed: the second load could read the initial value") {
    CHECK(store_buffering(kRelaxedStore, kRelaxedLoad).weak() == std::vector<std::pair<std::uint32_t, bool>>{{5, false}});
  }
  SECTION("release/acquire does not forbid store buffering") {
    CHECK(store_buffering(kReleaseStore, kAcquireLoad).weak().size() == 1);
  }
  SECTION("write-read coherence: a source that happens before the load hides older writes") {
    // Thread 1 publishes x=1 and then a release flag; thread 2 acquires the flag, then reads x.
    Events e;
    e.create(0, 1).create(0, 2);
    e.op(1, K::Store, kX, kRelaxedStore).op(1, K::Store, kY, kReleaseStore);
    e.op(2, K::Load, kY, kAcquireLoad).op(2, K::Load, kX, kRelaxedLoad);
    CHECK(e.weak().empty());
    // The same with a relaxed flag: x=1 does not happen before the load of x.
    Events relaxed;
    relaxed.create(0, 1).create(0, 2);
    relaxed.op(1, K::Store, kX, kRelaxedStore).op(1, K::Store, kY, kRelaxedStore);
    relaxed.op(2, K::Load, kY, kRelaxedLoad).op(2, K::Load, kX, kRelaxedLoad);
    CHECK(relaxed.weak() == std::vector<std::pair<std::uint32_t, bool>>{{5, false}});
  }
  SECTION("a source the load is not kept after (but by reading it) leaves the older value to another schedule") {
    // Message passing's flag: the acquire load reading 1 could read 0, which the schedule with
    // the load first explores.
    Events e;
    e.create(0, 1).create(0, 2);
    e.op(1, K::Store, kPayload, 0, 0).op(1, K::Store, kY, kReleaseStore);
    e.op(2, K::Load, kY, kAcquireLoad).op(2, K::Load, kPayload, 0, 0);
    CHECK(e.weak().empty());
  }
  SECTION("read-read coherence: a thread that observed the source reads it or later") {
    Events e;
    e.create(0, 1).create(0, 2);
    e.op(1, K::Store, kX, kRelaxedStore).op(1, K::Load, kY, kRelaxedLoad);
    e.op(2, K::Store, kY, kRelaxedStore).op(2, K::Load, kX, kRelaxedLoad).op(2, K::Load, kX, kRelaxedLoad);
    CHECK(e.weak() == std::vector<std::pair<std::uint32_t, bool>>{{5, false}});  // the first load of x only
  }
  SECTION("a read-modify-write reads the latest write, but may come first in x's order") {
    // Rule 1 gives an RMW no older write to read; rule 3 (weak14) counts its own read when the
    // two unordered writes of x swap: with relaxed orders the RMW may precede x=1 and read the
    // initial x while thread 1's load reads y=0 (store buffering with an RMW), no SC schedule.
    Events e;
    e.create(0, 1).create(0, 2);
    e.op(1, K::Store, kX, kRelaxedStore).op(1, K::Load, kY, kRelaxedLoad);
    e.op(2, K::Store, kY, kRelaxedStore).op(2, K::Rmw, kX, kRelaxedLoad | kRelaxedStore);
    CHECK(e.weak() == std::vector<std::pair<std::uint32_t, bool>>{{5, false}});
  }
  SECTION("a failed compare-exchange is a load") {
    Events e;
    e.create(0, 1).create(0, 2);
    e.op(1, K::Store, kX, kRelaxedStore).op(1, K::Load, kY, kRelaxedLoad);
    e.op(2, K::Store, kY, kRelaxedStore).op(2, K::CasFailure, kX, kRelaxedLoad);
    CHECK(e.weak().size() == 1);
  }
  SECTION("all seq_cst: nothing to check") {
    CHECK(store_buffering(kSeqCst, kSeqCst).weak().empty());
  }
}

TEST_CASE("weak memory: seq_cst operations and fences", "[weak]") {
  SECTION("a seq_cst load of a seq_cst source: the source precedes it in the seq_cst order") {
    // Only the stores weaker: the seq_cst loads may still read older writes.
    CHECK(store_buffering(kSeqCst, kSeqCst).weak().empty());
    CHECK(store_buffering(kReleaseStore, kSeqCst).weak().size() == 1);
    CHECK(store_buffering(kSeqCst, kAcquireLoad).weak().size() == 1);
  }
  SECTION("seq_cst fences between the store and the load of both threads forbid store buffering") {
    CHECK(store_buffering(kRelaxedStore, kRelaxedLoad, braid::kOrderSeqCstFence, braid::kOrderSeqCstFence)
              .weak()
              .empty());
    // One fence is not enough.
    CHECK(store_buffering(kRelaxedStore, kRelaxedLoad, braid::kOrderSeqCstFence, 0).weak().size() == 1);
    CHECK(store_buffering(kRelaxedStore, kRelaxedLoad, 0, braid::kOrderSeqCstFence).weak().size() == 1);
  }
  SECTION("a seq_cst fence before a load hides the writes older than a seq_cst write before the fence") {
    CHECK(store_buffering(kSeqCst, kRelaxedLoad, 0, braid::kOrderSeqCstFence).weak().empty());
  }
  SECTION("a seq_cst fence after a write, before a seq_cst load") {
    CHECK(store_buffering(kRelaxedStore, kSeqCst, braid::kOrderSeqCstFence, 0).weak().empty());
  }
  SECTION("fences the class does not order count for nothing") {
    // Thread 2's fence precedes its load of x, thread 1's fence follows its store of x, but
    // nothing orders thread 1's fence before thread 2's: thread 2 reads x=1 with nothing
    // between (no store buffering shape, the load is kept after x=1 only by reading y).
    Events e;
    e.create(0, 1).create(0, 2);
    e.op(1, K::Store, kX, kRelaxedStore).op(1, K::Store, kY, kRelaxedStore);
    e.op(1, K::Store, kPayload, kRelaxedStore | braid::kOrderSeqCstFence);
    e.op(2, K::Load, kY, kRelaxedLoad).op(2, K::Load, kX, kRelaxedLoad | braid::kOrderSeqCstFence);
    CHECK(e.weak().size() == 1);
  }
}

TEST_CASE("weak memory: a later write (load buffering)", "[weak]") {
  // Thread 1: r1 = x; y = 1. Thread 2: r2 = y; x = 1. Schedule r1 (0), y=1, r2 (1), x=1:
  // r1 (position 2) could read x=1.
  auto load_buffering = [](std::uint8_t load, std::uint8_t store) {
    Events e;
    e.create(0, 1).create(0, 2);
    e.op(1, K::Load, kX, load).op(1, K::Store, kY, store);
    e.op(2, K::Load, kY, load).op(2, K::Store, kX, store);
    return e.weak();
  };
  SECTION("relaxed: the first load could read the other thread's later store") {
    CHECK(load_buffering(kRelaxedLoad, kRelaxedStore) == std::vector<std::pair<std::uint32_t, bool>>{{2, true}});
  }
  SECTION("release/acquire: the load happens before the store, coherence forbids it") {
    CHECK(load_buffering(kAcquireLoad, kReleaseStore).empty());
  }
  SECTION("seq_cst load and store: the store follows the load in the seq_cst order") {
    CHECK(load_buffering(kSeqCst, kSeqCst).empty());
  }
  SECTION("a later store the schedule could run first is another schedule's") {
    // Nothing after r1 leads to x=1: the schedule with x=1 before r1 is explored.
    Events e;
    e.create(0, 1).create(0, 2);
    e.op(1, K::Load, kX, kRelaxedLoad).op(1, K::Store, kY, kRelaxedStore);
    e.op(2, K::Store, kX, kRelaxedStore);
    CHECK(e.weak().empty());
  }
  SECTION("read-read coherence: only a thread's last access before the store") {
    // Thread 1 reads x twice, then stores y; thread 2 reads y (1), then stores x: the second
    // read could read x=1 (load buffering), the first only if the second did too.
    Events e;
    e.create(0, 1).create(0, 2);
    e.op(1, K::Load, kX, kRelaxedLoad).op(1, K::Load, kX, kRelaxedLoad).op(1, K::Store, kY, kRelaxedStore);
    e.op(2, K::Load, kY, kRelaxedLoad).op(2, K::Store, kX, kRelaxedStore);
    CHECK(e.weak() == std::vector<std::pair<std::uint32_t, bool>>{{3, true}});
  }
}

TEST_CASE("weak memory: the order of two writes (2+2W, S)", "[weak]") {
  // 2+2W: thread 1: x = 1; y = 2. Thread 2: y = 1; x = 2. Schedule x=1, y=2, y=1, x=2, then
  // main (thread 0) joins both and loads x and y. x=1 is kept before thread 2's y=1 (through
  // y=2), so x=2 going first in x's modification order is no other SC schedule: main's load
  // of x (reading x=2) could read x=1.
  auto two_plus_two_w = [](std::uint8_t store) {
    Events e;
    e.create(0, 1).create(0, 2);
    e.op(1, K::Store, kX, store).op(1, K::Store, kY, store);
    e.op(2, K::Store, kY, store).op(2, K::Store, kX, store);
    e.op(0, K::ThreadJoin, 0, 0, 0, 1).op(0, K::ThreadJoin, 0, 0, 0, 2);
    e.op(0, K::Load, kX, kRelaxedLoad).op(0, K::Load, kY, kRelaxedLoad);
    return e.weak();
  };
  SECTION("relaxed and release stores: the reversed order is C11's, main's load of x sees it") {
    CHECK(two_plus_two_w(kRelaxedStore) == std::vector<std::pair<std::uint32_t, bool>>{{8, false}});
    CHECK(two_plus_two_w(kReleaseStore) == std::vector<std::pair<std::uint32_t, bool>>{{8, false}});
  }
  SECTION("seq_cst stores: the modification orders follow the seq_cst order") {
    CHECK(two_plus_two_w(kSeqCst).empty());
  }
  SECTION("S: a write that happens after the other (release/acquire) cannot go first") {
    // Thread 1: x = 2; flag = 1. Thread 2: r = flag (1); x = 1. Main loads x after the joins.
    auto s_shape = [](std::uint8_t flag_store, std::uint8_t flag_load) {
      Events e;
      e.create(0, 1).create(0, 2);
      e.op(1, K::Store, kX, kRelaxedStore).op(1, K::Store, kY, flag_store);
      e.op(2, K::Load, kY, flag_load).op(2, K::Store, kX, kRelaxedStore);
      e.op(0, K::ThreadJoin, 0, 0, 0, 1).op(0, K::ThreadJoin, 0, 0, 0, 2);
      e.op(0, K::Load, kX, kRelaxedLoad);
      return e.weak();
    };
    CHECK(s_shape(kRelaxedStore, kRelaxedLoad) == std::vector<std::pair<std::uint32_t, bool>>{{8, false}});
    CHECK(s_shape(kReleaseStore, kAcquireLoad).empty());
  }
  SECTION("read-write coherence: a writer that read the earlier write follows it") {
    // Thread 2 reads x (1, thread 1's) before storing x: x=1 precedes x=2 in every C11
    // execution where it read x=1 (a spin's load before a test-and-set), although the
    // dependence order keeps x=1 before thread 2's load.
    Events e;
    e.create(0, 1).create(0, 2);
    e.op(1, K::Store, kX, kRelaxedStore);
    e.op(2, K::Load, kX, kRelaxedLoad).op(2, K::Store, kX, kRelaxedStore);
    e.op(0, K::ThreadJoin, 0, 0, 0, 1).op(0, K::ThreadJoin, 0, 0, 0, 2).op(0, K::Load, kX, kRelaxedLoad);
    CHECK(e.weak().empty());
    // Without the load of x, x=2 could come first (the S shape).
    Events s_shape;
    s_shape.create(0, 1).create(0, 2);
    s_shape.op(1, K::Store, kX, kRelaxedStore).op(1, K::Store, kY, kRelaxedStore);
    s_shape.op(2, K::Load, kY, kRelaxedLoad).op(2, K::Store, kX, kRelaxedStore);
    s_shape.op(0, K::ThreadJoin, 0, 0, 0, 1).op(0, K::ThreadJoin, 0, 0, 0, 2).op(0, K::Load, kX, kRelaxedLoad);
    CHECK(s_shape.weak() == std::vector<std::pair<std::uint32_t, bool>>{{8, false}});
  }
  SECTION("a write the schedule could run first is another schedule's") {
    // Thread 2's x=2 is not kept after x=1 but by their conflict: the other order is explored.
    Events e;
    e.create(0, 1).create(0, 2);
    e.op(1, K::Store, kX, kRelaxedStore).op(2, K::Store, kX, kRelaxedStore);
    e.op(0, K::ThreadJoin, 0, 0, 0, 1).op(0, K::ThreadJoin, 0, 0, 0, 2).op(0, K::Load, kX, kRelaxedLoad);
    CHECK(e.weak().empty());
  }
}

TEST_CASE("weak memory: a read of a reversed pair of commuting read-modify-writes (weak17)", "[weak]") {
  // Thread 1: op(x) (v); op(y); then a reader of x. Thread 2: op(y); op(x) (w). Schedule v,
  // T1's op(y), T2's op(y) (reads it: keeps v before w's thread), w, then the reader, which
  // reads w. The pair (v, w) may be the other way round in x's modification order (rule 3).
  constexpr std::uint8_t kRelaxedRmw =
      braid::kOrderNoAcquire | braid::kOrderNoRelease | braid::kOrderNotSeqCst | braid::kOrderResultUnused;
  auto reversed_pair = [](std::uint8_t v_family, std::uint8_t w_family, braid::ThreadId reader_thread,
                          K reader_kind, std::uint8_t reader_order) {
    Events e;
    e.create(0, 1).create(0, 2).create(0, 3);
    e.op(1, K::Rmw, kX, kRelaxedRmw);
    e.events.back().commute_family = v_family;
    e.op(1, K::Rmw, kY, kRelaxedRmw);
    e.events.back().commute_family = braid::kCommuteOr;
    e.op(2, K::Rmw, kY, kRelaxedRmw);
    e.events.back().commute_family = braid::kCommuteOr;
    e.op(2, K::Rmw, kX, kRelaxedRmw);
    e.events.back().commute_family = w_family;
    e.op(reader_thread, reader_kind, kX, reader_order);  // position 7
    if (reader_kind == K::Rmw) e.events.back().commute_family = braid::kCommuteAdditive;
    return e.weak();
  };
  const std::vector<std::pair<std::uint32_t, bool>> reader_counted{{7, false}};
  SECTION("a reader ordered after the first write reads the same value in either order") {
    // Two ORs: u | a | b either way; the reader, after v in its thread, reads v there.
    CHECK(reversed_pair(braid::kCommuteOr, braid::kCommuteOr, 1, K::Rmw, kRelaxedRmw).empty());
    CHECK(reversed_pair(braid::kCommuteSignedMax, braid::kCommuteSignedMax, 1, K::Load, kRelaxedLoad).empty());
    // Its own result used, of another family: what it reads is the same, so is what it does.
    CHECK(reversed_pair(braid::kCommuteAnd, braid::kCommuteAnd, 1, K::Rmw,
                        kRelaxedRmw & ~braid::kOrderResultUnused).empty());
  }
  SECTION("two families do not commute: the reader may read another value") {
    CHECK(reversed_pair(braid::kCommuteAdditive, braid::kCommuteSignedMax, 1, K::Rmw, kRelaxedRmw) == reader_counted);
    CHECK(reversed_pair(braid::kCommuteSignedMax, braid::kCommuteUnsignedMax, 1, K::Load, kRelaxedLoad) ==
          reader_counted);
    CHECK(reversed_pair(braid::kNoCommute, braid::kNoCommute, 1, K::Rmw, kRelaxedRmw) == reader_counted);
  }
  SECTION("a reader not ordered after the first write may come before it (weak15's third write)") {
    // Thread 3: x's modification order w, reader, v gives the reader w's value without v's
    // operand: a load or a used result counts.
    CHECK(reversed_pair(braid::kCommuteOr, braid::kCommuteOr, 3, K::Load, kRelaxedLoad) == reader_counted);
    CHECK(reversed_pair(braid::kCommuteOr, braid::kCommuteOr, 3, K::Rmw,
                        kRelaxedRmw & ~braid::kOrderResultUnused) == reader_counted);
  }
}

TEST_CASE("weak memory: an unused read-modify-write carries a reversed pair to its readers (weak17)", "[weak]") {
  // As above: thread 1's OR of x (v), OR of y; thread 2's OR of y, OR of x (w); then thread
  // 3's OR of x (the carrier, position 7: reads w, not ordered after v, result unused), then
  // `then` (position 8). The carrier's own write lacks v's bit when v follows it too.
  constexpr std::uint8_t kRelaxedRmw =
      braid::kOrderNoAcquire | braid::kOrderNoRelease | braid::kOrderNotSeqCst | braid::kOrderResultUnused;
  auto carried = [](std::uint8_t carrier_family, std::uint8_t carrier_order, auto then) {
    Events e;
    e.create(0, 1).create(0, 2).create(0, 3);
    for (auto [t, addr] : {std::pair{1u, kX}, {1u, kY}, {2u, kY}, {2u, kX}}) {
      e.op(t, K::Rmw, addr, kRelaxedRmw);
      e.events.back().commute_family = braid::kCommuteOr;
    }
    e.op(3, K::Rmw, kX, carrier_order);
    e.events.back().commute_family = carrier_family;
    then(e);
    return e.weak();
  };
  auto nothing = [](Events&) {};
  SECTION("no read of the carrier's write: nothing changes what anyone reads") {
    CHECK(carried(braid::kCommuteOr, kRelaxedRmw, nothing).empty());
  }
  SECTION("a read of it not ordered after v may miss v's operand") {
    auto own_load = [](Events& e) { e.op(3, K::Load, kX, kRelaxedLoad); };
    CHECK(carried(braid::kCommuteOr, kRelaxedRmw, own_load) == std::vector<std::pair<std::uint32_t, bool>>{{8, false}});
  }
  SECTION("a read after the joins (ordered after v) reads the whole value") {
    auto joined = [](Events& e) {
      e.op(0, K::ThreadJoin, 0, 0, 0, 1).op(0, K::ThreadJoin, 0, 0, 0, 2).op(0, K::ThreadJoin, 0, 0, 0, 3);
      e.op(0, K::Load, kX, kRelaxedLoad);
    };
    CHECK(carried(braid::kCommuteOr, kRelaxedRmw, joined).empty());
  }
  SECTION("a store over the carrier's write, not ordered after v: v may follow it too") {
    auto overwrite = [](Events& e) { e.op(3, K::Store, kX, kRelaxedStore); };
    CHECK(carried(braid::kCommuteOr, kRelaxedRmw, overwrite) == std::vector<std::pair<std::uint32_t, bool>>{{7, false}});
  }
  SECTION("no carry: another family, or a releasing carrier") {
    const std::vector<std::pair<std::uint32_t, bool>> counted{{7, false}};
    CHECK(carried(braid::kCommuteAnd, kRelaxedRmw, nothing) == counted);
    CHECK(carried(braid::kCommuteOr, kRelaxedRmw & ~braid::kOrderNoRelease, nothing) == counted);
  }
}

TEST_CASE("weak memory: load buffering through a read that would synchronise", "[weak]") {
  // Message passing with the consumer first: thread 2: r1 = y (acquire, 0); r2 = x (0).
  // Thread 1: x = 1; y = 1 (release). r2 keeps x=1 after it, so y=1 after r1's thread: rule
  // 2's shape. But r1 reading y=1 synchronises: x=1 then happens before r2, which must read
  // it (coherence): the alternative is the SC schedule x=1, y=1, r1, r2.
  auto message_passing = [](std::uint8_t flag_store, std::uint8_t flag_load, std::uint8_t data) {
    Events e;
    e.create(0, 1).create(0, 2);
    e.op(2, K::Load, kY, flag_load).op(2, K::Load, kX, data == 0 ? kRelaxedLoad : data);
    e.op(1, K::Store, kX, kRelaxedStore).op(1, K::Store, kY, flag_store);
    return e.weak();
  };
  SECTION("release/acquire: no load buffering") {
    CHECK(message_passing(kReleaseStore, kAcquireLoad, 0).empty());
  }
  SECTION("a relaxed flag does not synchronise: the cycle stays") {
    CHECK(message_passing(kRelaxedStore, kRelaxedLoad, 0) == std::vector<std::pair<std::uint32_t, bool>>{{2, true}});
    CHECK(message_passing(kRelaxedStore, kAcquireLoad, 0) == std::vector<std::pair<std::uint32_t, bool>>{{2, true}});
  }
  SECTION("a relaxed load followed by an acquire fence synchronises too") {
    CHECK(message_passing(kReleaseStore, kRelaxedLoad, kRelaxedLoad | braid::kOrderAcquireFence).empty());
    // The fence after the dependence does not help.
    Events late;
    late.create(0, 1).create(0, 2);
    late.op(2, K::Load, kY, kRelaxedLoad).op(2, K::Load, kX, kRelaxedLoad).op(2, K::Load, kPayload, kRelaxedLoad | braid::kOrderAcquireFence);
    late.op(1, K::Store, kX, kRelaxedStore).op(1, K::Store, kY, kReleaseStore);
    CHECK(late.weak() == std::vector<std::pair<std::uint32_t, bool>>{{2, true}});
  }
  SECTION("a dependence through a third thread outside the write's past stays") {
    // Thread 2: r1 = y (acquire); z = 1 (relaxed). Thread 3: r3 = z (relaxed, 1); x = 1
    // (relaxed). Thread 1: r4 = x (relaxed, 1); y = 1 (release). The relaxed reads do not
    // synchronise: reading y=1 orders nothing of thread 3 before r1, and the cycle
    // r1 -> z=1 -> r3 -> x=1 -> r4 -> y=1 -> r1 is C11's (load buffering across three threads).
    Events e;
    e.create(0, 1).create(0, 2).create(0, 3);
    e.op(2, K::Load, kY, kAcquireLoad).op(2, K::Store, kPayload, kRelaxedStore);
    e.op(3, K::Load, kPayload, kRelaxedLoad).op(3, K::Store, kX, kRelaxedStore);
    e.op(1, K::Load, kX, kRelaxedLoad).op(1, K::Store, kY, kReleaseStore);
    const auto found = e.weak();
    REQUIRE(!found.empty());
    CHECK(found.front() == std::pair<std::uint32_t, bool>{3, true});
  }
}

TEST_CASE("weak memory: mixed-size atomics count as reads of another write", "[weak]") {
  // Thread 1 stores 4 bytes at x; thread 2 loads the upper 2 bytes: a load found by its
  // start address would see no write at all (nothing older, nothing later).
  Events e;
  e.create(0, 1).create(0, 2);
  e.op(1, K::Store, kX, kRelaxedStore);
  e.op(2, K::Load, kX + 2, kRelaxedLoad);
  e.events.back().size = 2;
  CHECK(e.weak() == std::vector<std::pair<std::uint32_t, bool>>{{3, false}});
  // The same extent: nothing (the load's source is a write that happens before nothing, but
  // no other write exists).
  Events same;
  same.create(0, 1).create(0, 2);
  same.op(1, K::Store, kX, kRelaxedStore).op(2, K::Load, kX, kRelaxedLoad);
  CHECK(same.weak().empty());
}

namespace {

braid::CheckResult check_corpus(const std::string& file, braid::MemoryModel model, const std::string& algo) {
  braid::CompileRequest request;
  request.files = {std::string(BRAID_TEST_PROGRAMS) + "/verdicts/" + file};
  braid::ProgramBuild b = braid::build_program(request);
  INFO(b.diagnostics);
  REQUIRE(b.program);
  braid::CheckOptions options;
  options.algorithm.name = algo;
  options.memory_model = model;
  options.time_limit_s = 60;
  return braid::check_program(*b.program, options);
}

bool has_gap(const braid::Verdict& v, const std::string& code) {
  for (const braid::CoverageGap& g : v.gaps)
    if (g.code == code) return true;
  return false;
}

}  // namespace

TEST_CASE("weak memory: the verdict's gap on programs, and --memory-model=sc", "[weak]") {
  const std::string algo = GENERATE("dfs", "pop");
  SECTION("store buffering, relaxed") {
    const braid::CheckResult c11 = check_corpus("weak12_sb_relaxed_gap.c", braid::MemoryModel::C11, algo);
    const braid::Verdict v = braid::verdict_of(c11);
    CHECK(has_gap(v, "weak-memory"));
    CHECK(v.exit_status() == braid::kExitIncomplete);
    CHECK(c11.weak_memory_loads == 2);  // each thread's load
    REQUIRE(c11.first_weak_load);
    CHECK(c11.first_weak_load->order == "relaxed");
    CHECK(c11.first_weak_load->line == 14);
    const braid::CheckResult sc = check_corpus("weak12_sb_relaxed_gap.c", braid::MemoryModel::SC, algo);
    CHECK(braid::verdict_of(sc).complete());
    CHECK(sc.memory_model == braid::MemoryModel::SC);
  }
  SECTION("load buffering, relaxed: a later write") {
    const braid::CheckResult r = check_corpus("weak12_lb_relaxed_gap.c", braid::MemoryModel::C11, algo);
    CHECK(has_gap(braid::verdict_of(r), "weak-memory"));
  }
  SECTION("message passing with release/acquire stays complete") {
    const braid::CheckResult r = check_corpus("weak12_mp_release_acquire_complete.c", braid::MemoryModel::C11, algo);
    CHECK(braid::verdict_of(r).complete());
    CHECK(r.weak_memory_executions == 0);
  }
  SECTION("2+2W, relaxed: only main's loads after the joins see the writes' order (rule 3)") {
    const braid::CheckResult r = check_corpus("weak13_litmus_2plus2w_relaxed_gap.c", braid::MemoryModel::C11, algo);
    CHECK(has_gap(braid::verdict_of(r), "weak-memory"));
    REQUIRE(r.first_weak_load);
    CHECK(r.first_weak_load->line == 31);
  }
  SECTION("WRC with release/acquire stays complete (rule 2 follows the synchronisation)") {
    const braid::CheckResult r = check_corpus("weak13_litmus_wrc_release_acquire_complete.c", braid::MemoryModel::C11, algo);
    CHECK(braid::verdict_of(r).complete());
  }
  SECTION("store buffering with seq_cst fences stays complete") {
    const braid::CheckResult r = check_corpus("weak12_sb_seq_cst_fences_complete.c", braid::MemoryModel::C11, algo);
    CHECK(braid::verdict_of(r).complete());
  }
}
