#include "explore/dpor_common/happens_before.h"
#include "model/rwlock_try_flag.h"

#include <algorithm>
#include <string>
#include <string_view>

namespace braid::dpor {

void HappensBefore::clear() {
  events_.clear();
  observe_pool_.clear();
  observe_begin_.assign(1, 0);
  clocks_.clear();
  race_pool_.clear();
  race_begin_.assign(1, 0);
  for (auto& v : pos_of_) v.clear();
  std::fill(creator_.begin(), creator_.end(), -1);
  std::fill(last_join_.begin(), last_join_.end(), -1);
  std::fill(early_join_.begin(), early_join_.end(), -1);
  bytes_.clear();
  mutexes_.clear();
  acquisitions_.clear();
  read_nodes_.clear();
  undo_.clear();
  undo_begin_.clear();
  read_nodes_mark_.clear();
}

void HappensBefore::truncate(std::size_t size) {
  if (size >= events_.size()) return;
  for (std::size_t pos = events_.size(); pos-- > size;) {
    for (std::size_t k = undo_.size(); k-- > undo_begin_[pos];) {
      const Undo& u = undo_[k];
      switch (u.kind) {
        case Undo::Kind::Granule: bytes_[u.key] = u.granule; break;
        case Undo::Kind::Mutex: mutexes_[u.key] = u.mutex; break;
        case Undo::Kind::ReadNode: read_nodes_[static_cast<std::size_t>(u.key)].pos = u.value; break;
        case Undo::Kind::Creator: creator_[static_cast<std::size_t>(u.key)] = u.value; break;
        case Undo::Kind::Join: last_join_[static_cast<std::size_t>(u.key)] = u.value; break;
        case Undo::Kind::EarlyJoin: early_join_[static_cast<std::size_t>(u.key)] = u.value; break;
        case Undo::Kind::Acquire: acquisitions_[u.key] = u.acquire; break;
      }
    }
    undo_.resize(undo_begin_[pos]);
    read_nodes_.resize(read_nodes_mark_[pos]);
    pos_of_[events_[pos].thread].pop_back();
  }
  events_.resize(size);
  observe_pool_.resize(observe_begin_[size]);
  observe_begin_.resize(size + 1);
  clocks_.resize(size * stride_);
  race_pool_.resize(race_begin_[size]);
  race_begin_.resize(size + 1);
  undo_begin_.resize(size);
  read_nodes_mark_.resize(size);
}

// Records the read at `pos` by thread t in the list at `head`. A read happens after every
// earlier read of its own thread, so for later events only each thread's latest read
// matters (for clocks and for races: the earlier ones are not hb-maximal): the list keeps
// one node per thread and is at most as long as the number of threads.
void HappensBefore::push_read(std::int32_t& head, std::int32_t pos, ThreadId t) {
  for (std::int32_t n = head; n >= 0; n = read_nodes_[static_cast<std::size_t>(n)].next) {
    ReadNode& r = read_nodes_[static_cast<std::size_t>(n)];
    if (events_[static_cast<std::size_t>(r.pos)].thread == t) {
      Undo u{Undo::Kind::ReadNode, static_cast<std::uint64_t>(n)};
      u.value = r.pos;
      undo_.push_back(u);
      r.pos = pos;
      return;
    }
  }
  read_nodes_.push_back({pos, head});
  head = static_cast<std::int32_t>(read_nodes_.size() - 1);
}

bool HappensBefore::holds_read_acquisition(ThreadId t, std::int32_t read, std::uint64_t addr) const {
  // t's events after `read` (the last one is the new acquisition itself): a release is a
  // write of the primitive that acquires nothing (an unlock).
  const std::vector<std::int32_t>& mine = pos_of_[t];
  for (std::size_t i = mine.size(); i-- > 0 && mine[i] > read;) {
    const Event& d = events_[static_cast<std::size_t>(mine[i])];
    if (op_is_memory(d.kind) && op_writes(d.kind) && !(d.flags & kFlagAcquire) && d.addr == addr) return false;
  }
  return true;
}

void HappensBefore::grow_stride(std::size_t threads) {
  if (threads <= stride_) return;
  // Re-layout the clock rows: rare (only when a new thread id appears beyond any seen).
  std::size_t ns = std::max<std::size_t>(threads, stride_ * 2);
  std::vector<std::uint32_t> nc(events_.size() * ns, 0);
  for (std::size_t i = 0; i < events_.size(); ++i)
    std::copy_n(clocks_.begin() + static_cast<std::ptrdiff_t>(i * stride_), stride_,
                nc.begin() + static_cast<std::ptrdiff_t>(i * ns));
  clocks_ = std::move(nc);
  stride_ = ns;
}

Event HappensBefore::pending_event(ThreadId t, std::uint32_t index, const PendingOp& op) {
  Event e;
  e.thread = t;
  e.index = index;
  e.kind = op.kind;
  e.flags = op.flags;
  e.size = op.size;
  e.addr = op.addr;
  e.peer = op.peer;
  e.loc = op.loc;
  // A pending compare-exchange keeps what it compares with where an executed failed CAS
  // does (cas_expected): POP predicts its outcome when it reverses a race with it.
  if (op.flags & kFlagCas) e.value_written = op.expected;
  return e;
}

void HappensBefore::candidates(const Event& e, std::int32_t prev,
                               std::vector<std::int32_t>& out) const {
  if (stamp_.size() < events_.size()) stamp_.resize(events_.size() + events_.size() / 2 + 16, 0);
  if (++cur_stamp_ == 0) {
    std::fill(stamp_.begin(), stamp_.end(), 0);
    cur_stamp_ = 1;
  }
  more_candidates(e, prev, out);
}

void HappensBefore::more_candidates(const Event& e, std::int32_t prev,
                                    std::vector<std::int32_t>& out) const {
  const std::uint32_t* prow =
      prev >= 0 ? clocks_.data() + static_cast<std::size_t>(prev) * stride_ : nullptr;
  auto push = [&](std::int32_t c) {
    const Event& d = events_[static_cast<std::size_t>(c)];
    if (prow && d.thread < stride_ && d.index < prow[d.thread]) return;  // hb prev
    if (stamp_[static_cast<std::size_t>(c)] == cur_stamp_) return;
    stamp_[static_cast<std::size_t>(c)] = cur_stamp_;
    out.push_back(c);
  };
  if (e.thread < creator_.size() && e.index == 0 && creator_[e.thread] >= 0)
    push(creator_[e.thread]);
  // A join of this thread that ran before it ended (a join of a detached thread, which does
  // not wait) is dependent with its later events (model/event.cpp): they race with it.
  if (e.thread < early_join_.size() && early_join_[e.thread] >= 0) push(early_join_[e.thread]);
  if (op_is_memory(e.kind)) {
    const bool writes = op_writes(e.kind);
    const Granule* g = nullptr;
    std::uint64_t gkey = ~std::uint64_t{0};
    for (std::uint64_t b = e.addr; b < e.addr + e.size; ++b) {
      if ((b >> 3) != gkey) {
        gkey = b >> 3;
        g = bytes_.find(gkey);
      }
      if (!g) continue;
      const ByteState& s = g->b[b & 7];
      if (s.last_write >= 0) push(s.last_write);
      if (writes)
        for (std::int32_t n = s.read_head; n >= 0; n = read_nodes_[static_cast<std::size_t>(n)].next)
          push(read_nodes_[static_cast<std::size_t>(n)].pos);
    }
    // A failed write try of a rwlock failed because of the read locks held: it depends on
    // the read acquisitions since the lock's last write (loads of the lock byte, which a
    // plain load would not depend on).
    if (!writes && (e.flags & kFlagSync) && (e.flags & kFlagTry) && (e.flags & kFlagRwlockTry) &&
        (e.flags & kFlagRwlockWriteTry))
      if (const ByteState* a = acquisitions_.find(e.addr))
        for (std::int32_t n = a->read_head; n >= 0; n = read_nodes_[static_cast<std::size_t>(n)].next)
          push(read_nodes_[static_cast<std::size_t>(n)].pos);
  } else if (op_is_mutex(e.kind)) {
    if (const MutexState* m = mutexes_.find(e.addr)) {
      if (m->last_op >= 0) push(m->last_op);
      if (e.kind != OpKind::MutexTryFail)
        for (std::int32_t n = m->tryfail_head; n >= 0; n = read_nodes_[static_cast<std::size_t>(n)].next)
          push(read_nodes_[static_cast<std::size_t>(n)].pos);
    }
  } else if (op_is_join_state(e.kind)) {
    // A join waits for the thread's end; a join or detach also follows the last join or
    // detach of the thread (they all write its join state).
    if (e.kind == OpKind::ThreadJoin && e.peer < pos_of_.size() && !pos_of_[e.peer].empty())
      push(pos_of_[e.peer].back());
    if (e.peer < last_join_.size() && last_join_[e.peer] >= 0) push(last_join_[e.peer]);
  }
}

void HappensBefore::pending_clock(ThreadId t, std::uint32_t index, const PendingOp& op,
                                  std::vector<std::uint32_t>& out) const {
  out.assign(stride_, 0);
  const Event e = pending_event(t, index, op);
  std::int32_t prev = -1;
  if (t < pos_of_.size() && !pos_of_[t].empty()) {
    prev = pos_of_[t].back();
    const std::size_t p = static_cast<std::size_t>(prev);
    std::copy_n(clocks_.begin() + static_cast<std::ptrdiff_t>(p * stride_), stride_, out.begin());
  }
  cand_.clear();
  candidates(e, prev, cand_);
  for (std::int32_t c : cand_) {
    const std::uint32_t* row = clocks_.data() + static_cast<std::size_t>(c) * stride_;
    for (std::size_t k = 0; k < stride_; ++k) out[k] = std::max(out[k], row[k]);
  }
  if (t < stride_) out[t] = index + 1;
}

void HappensBefore::append_executed(const Event& e, std::size_t position, std::span<const WokenRead> woken) {
  auto it = std::lower_bound(woken.begin(), woken.end(), position,
                             [](const WokenRead& w, std::size_t p) { return w.event < p; });
  if (it == woken.end() || it->event != position) {
    append(e);
    return;
  }
  woken_scratch_.clear();
  for (; it != woken.end() && it->event == position; ++it) woken_scratch_.push_back(it->read);
  append(e, false, woken_scratch_);
}

void HappensBefore::append(const Event& e, bool virtual_event, std::span<const Event> also_observes) {
  const auto pos = static_cast<std::int32_t>(events_.size());
  std::size_t need = std::max<std::size_t>(e.thread, e.peer == kNoThread ? 0 : e.peer) + 1;
  grow_stride(std::max<std::size_t>(need, 4));
  if (pos_of_.size() < need) pos_of_.resize(need);
  if (creator_.size() < need) creator_.resize(need, -1);
  if (last_join_.size() < need) last_join_.resize(need, -1);
  if (early_join_.size() < need) early_join_.resize(need, -1);

  const std::int32_t prev = pos_of_[e.thread].empty() ? -1 : pos_of_[e.thread].back();
  cand_.clear();
  candidates(e, prev, cand_);
  const std::size_t own_candidates = cand_.size();
  for (const Event& o : also_observes) more_candidates(o, prev, cand_);

  // Clock: join of the thread's previous event and every direct dependency.
  events_.push_back(e);
  clocks_.resize(clocks_.size() + stride_, 0);
  std::uint32_t* row = clocks_.data() + static_cast<std::size_t>(pos) * stride_;
  if (prev >= 0)
    std::copy_n(clocks_.data() + static_cast<std::size_t>(prev) * stride_, stride_, row);
  for (std::int32_t c : cand_) {
    const std::uint32_t* r = clocks_.data() + static_cast<std::size_t>(c) * stride_;
    for (std::size_t k = 0; k < stride_; ++k) row[k] = std::max(row[k], r[k]);
  }
  row[e.thread] = e.index + 1;

  // Races: hb-maximal dependencies from other threads, filtered to reversible ones.
  // hb-maximal among e's dependencies (those before prev are already filtered out).
  auto maximal = [&](std::int32_t c) {
    for (std::int32_t c2 : cand_)
      if (c2 != c && hb(static_cast<std::size_t>(c), static_cast<std::size_t>(c2))) return false;
    return true;
  };
  // The lock's own races are judged on its own dependencies (not those of the reads an
  // await wake-up stands for, which have races of their own below).
  const std::span<const std::int32_t> own(cand_.data(), own_candidates);
  if (e.kind == OpKind::MutexLock) {
    if (const MutexState* mp = mutexes_.find(e.addr)) {
      const MutexState& m = *mp;
      // A trylock never blocks: run before the unlock it would have failed, so the
      // unlock -> trylock edge is reversible (into a MutexTryFail). That reversal subsumes
      // the race with the previous acquisition: the failed trylock races with that
      // acquisition in turn (as a CAS would: success races with the write before it, the
      // failure with the write that made it fail), so adding both would explore the
      // "trylock first" class twice.
      // (If e's thread already happens after the unlock by another path, neither race is
      // reversible: the acquisition happens before the unlock.)
      const auto U = static_cast<std::size_t>(m.last_op);
      const bool try_after_unlock =
          (e.flags & kFlagTry) && m.last_op >= 0 && m.depth == 0 && events_[U].thread != e.thread;
      if (try_after_unlock) {
        bool reversible = !(prev >= 0 && hb(U, static_cast<std::size_t>(prev)));
        for (std::int32_t c : own)
          if (static_cast<std::size_t>(c) != U && hb(U, static_cast<std::size_t>(c))) reversible = false;
        if (reversible) add_race(m.last_op);
      }
      // Only if e depends on that acquisition through the mutex alone: when e's thread (or
      // creator) already happens after it by another path, e cannot be moved before it.
      const auto L = static_cast<std::size_t>(m.last_lock);
      // Nor when a failed trylock of a third thread saw that acquisition's critical section:
      // e then happens after it through that trylock (trylock-fail -> unlock -> e), as in a
      // model where every mutex operation accesses the mutex. The executions with e first are
      // reached through the trylock's own races (with the acquisition, reversed it
      // succeeds; with the unlock, it succeeds after it), then e's race with that trylock's
      // acquisition; adding this race too reached them twice (7 redundant executions in 59
      // random trylock programs, e.g. 14 for 10 classes).
      // (Only once the mutex was released: a blocked lock attempt, appended as a virtual
      // event while the mutex is still held, does not happen after the failed trylock
      // through an unlock, and its race is the only way to run it first.)
      if (!try_after_unlock && m.last_lock >= 0 && events_[L].thread != e.thread &&
          (!m.tried_while_held || m.depth > 0)) {
        bool reversible = !(prev >= 0 && hb(L, static_cast<std::size_t>(prev)));
        for (std::int32_t c : own)
          if (c != m.last_op && events_[static_cast<std::size_t>(c)].kind != OpKind::MutexTryFail &&
              (static_cast<std::size_t>(c) == L || hb(L, static_cast<std::size_t>(c))))
            reversible = false;
        if (reversible) add_race(m.last_lock);
      }
      // A re-entrant lock (recursive mutex held by e's thread) is not an acquisition, but
      // it is dependent with the failed trylocks of other threads since the last operation
      // (the trylock fails either way, the order differs): those races are reversible.
      if (m.depth > 0 && m.last_lock >= 0 && events_[L].thread == e.thread)
        for (std::int32_t c : own)
          if (events_[static_cast<std::size_t>(c)].kind == OpKind::MutexTryFail && maximal(c))
            add_race(c);
      // What a blocked await round observed of this mutex (held or free) is noted, for its
      // wake-up or stale read, as a failed trylock; one noted while the mutex is free (depth 0
      // now, and no lock or unlock since: a real failed trylock only sees it held) is such an
      // observation, typically "held" by a wake-up the last unlock caused. An acquisition
      // after it writes what it read, so they race: run first, the mutex is held again as the
      // round observed, the loop stays blocked and the next unlock wakes it. Without this race
      // the lock stayed after the wake-up in every run (sdpor, pop and dc lost classes:
      // spincycle_c_trylock_round_woken_two_holders.c, 32 of 34).
      if (m.depth == 0)
        for (std::int32_t n = m.tryfail_head; n >= 0; n = read_nodes_[static_cast<std::size_t>(n)].next) {
          const std::int32_t c = read_nodes_[static_cast<std::size_t>(n)].pos;
          const bool candidate = std::find(own.begin(), own.end(), c) != own.end();  // not hb prev
          if (candidate && events_[static_cast<std::size_t>(c)].thread != e.thread && maximal(c)) add_race(c);
        }
    }
  }
  // The other reads an await loop's blocked iteration stands for race with the changes they
  // found last (a write, a lock or unlock of a mutex it found free or held), as reads do.
  for (std::size_t i = own_candidates; i < cand_.size(); ++i) {
    const std::int32_t c = cand_[i];
    const Event& d = events_[static_cast<std::size_t>(c)];
    if (d.thread == e.thread || (d.kind == OpKind::ThreadCreate && d.peer == e.thread)) continue;
    if (maximal(c)) add_race(c);
  }
  if (e.kind != OpKind::MutexLock) {
    for (std::size_t i = 0; i < own_candidates; ++i) {
      const std::int32_t c = cand_[i];
      const Event& d = events_[static_cast<std::size_t>(c)];
      if (d.thread == e.thread) continue;
      if (d.kind == OpKind::ThreadCreate && d.peer == e.thread) continue;
      // A join waits for its thread's end: not reversible, unless it joined a detached
      // thread, which it does not wait for (kFlagJoinNoWait).
      const bool join_of_detached = e.kind == OpKind::ThreadJoin && (e.flags & kFlagJoinNoWait) && d.thread == e.peer;
      if (e.kind == OpKind::ThreadJoin && !join_of_detached && d.thread == e.peer) continue;
      // unlock -> lock is not reversible (locks are handled above). A failed trylock's last
      // operation can be an unlock, but only a re-entrant one (the mutex is still held):
      // the trylock can move before it, still failing. (A join of a detached thread depends
      // on the thread's last operation whatever it is, an unlock too.)
      if (d.kind == OpKind::MutexUnlock && e.kind != OpKind::MutexTryFail && !join_of_detached) continue;
      if (maximal(c)) add_race(c);
    }
    if ((e.flags & kFlagAcquire) && op_is_memory(e.kind)) acquisition_races(e, prev);
  }
  race_begin_.push_back(static_cast<std::uint32_t>(race_pool_.size()));
  observe_pool_.insert(observe_pool_.end(), also_observes.begin(), also_observes.end());
  observe_begin_.push_back(static_cast<std::uint32_t>(observe_pool_.size()));

  // Update the access tables (recording the old contents for truncate()).
  undo_begin_.push_back(static_cast<std::uint32_t>(undo_.size()));
  read_nodes_mark_.push_back(static_cast<std::uint32_t>(read_nodes_.size()));
  pos_of_[e.thread].push_back(pos);
  if (virtual_event) return;
  if (e.kind == OpKind::ThreadCreate && e.peer != kNoThread) {
    Undo u{Undo::Kind::Creator, e.peer};
    u.value = creator_[e.peer];
    undo_.push_back(u);
    creator_[e.peer] = pos;
  }
  if (op_is_join_state(e.kind) && e.peer != kNoThread) {
    Undo u{Undo::Kind::Join, e.peer};
    u.value = last_join_[e.peer];
    undo_.push_back(u);
    last_join_[e.peer] = pos;
  }
  if (e.kind == OpKind::ThreadJoin && (e.flags & kFlagJoinNoWait) && e.peer != kNoThread) {
    Undo u{Undo::Kind::EarlyJoin, e.peer};
    u.value = early_join_[e.peer];
    undo_.push_back(u);
    early_join_[e.peer] = pos;
  }
  // A successful sem_trywait is an acquisition too (that never blocks): a blocking one
  // after it races with it through a hand-off as with a sem_wait (acquisition_races).
  const bool try_acquisition = (e.flags & kFlagSync) && (e.flags & kFlagTry) && op_writes(e.kind);
  if (((e.flags & kFlagAcquire) || try_acquisition) && op_is_memory(e.kind)) {
    ByteState& a = acquisitions_[e.addr];
    Undo u{Undo::Kind::Acquire, e.addr};
    u.acquire = a;
    undo_.push_back(u);
    if (op_writes(e.kind)) {
      a.last_write = pos;
      a.read_head = -1;
    } else {
      // A nested read acquisition (a reader taking a rwlock's read lock again) keeps the
      // outermost one, as a re-entered mutex does: a writer can only move before that one.
      // Racing with the inner one only (whose reversal leaves the writer behind the outer
      // read) lost the executions where the writer goes first (pop: 1 execution for 2
      // classes, an assertion missed: audit5_rwlock_nested_read_writer_first_bug.c).
      bool nested = false;
      for (std::int32_t n = a.read_head; n >= 0; n = read_nodes_[static_cast<std::size_t>(n)].next) {
        const std::int32_t r = read_nodes_[static_cast<std::size_t>(n)].pos;
        if (events_[static_cast<std::size_t>(r)].thread == e.thread)
          nested = holds_read_acquisition(e.thread, r, e.addr);
      }
      if (!nested) push_read(a.read_head, pos, e.thread);
    }
  }
  note_access(e, pos);
  for (const Event& o : also_observes) note_access(o, pos, true);
}

void HappensBefore::note_access(const Event& e, std::int32_t pos, bool observed) {
  if (op_is_memory(e.kind)) {
    const bool writes = op_writes(e.kind);
    Granule* g = nullptr;
    std::uint64_t gkey = ~std::uint64_t{0};
    for (std::uint64_t b = e.addr; b < e.addr + e.size; ++b) {
      if ((b >> 3) != gkey) {
        gkey = b >> 3;
        g = &bytes_[gkey];
        Undo u{Undo::Kind::Granule, gkey};
        u.granule = *g;
        undo_.push_back(u);
      }
      ByteState& s = g->b[b & 7];
      if (writes) {
        s.last_write = pos;
        s.read_head = -1;
      } else {
        push_read(s.read_head, pos, e.thread);
      }
    }
  } else if (op_is_mutex(e.kind)) {
    MutexState& m = mutexes_[e.addr];
    Undo u{Undo::Kind::Mutex, e.addr};
    u.mutex = m;
    undo_.push_back(u);
    if (e.kind == OpKind::MutexTryFail) {
      push_read(m.tryfail_head, pos, e.thread);
      // Not for what a blocked await round observed (its wake-up, kFlagAwaitWake, or one of
      // the other reads the wake-up stands for): the round is blocked before the acquisition
      // it saw held, so the failed trylock cannot move before it, and the chain the lock
      // race rule counts on (acquisitions, "Nor when a failed trylock of a third thread saw
      // that acquisition's critical section") does not exist through it.
      // Nor for a trylock of the holder itself (EBUSY on its own mutex, a "do I hold it?"
      // check): it cannot move before its own acquisition either, and counting it dropped
      // the next locker's race with that acquisition (sdpor and pop lost the class where the
      // other thread goes first; branch audit17, audit17_goblint_trylock_own_mutex_*).
      if (m.depth > 0 && !observed && !(e.flags & kFlagAwaitWake) &&
          !(m.last_lock >= 0 && events_[static_cast<std::size_t>(m.last_lock)].thread == e.thread))
        m.tried_while_held = true;
    } else {
      m.last_op = pos;
      m.tryfail_head = -1;
      if (e.kind == OpKind::MutexLock) {
        if (m.depth++ == 0) {  // re-entry keeps the outermost acquisition
          m.last_lock = pos;
          m.tried_while_held = false;
        }
      } else if (m.depth > 0) {
        --m.depth;
      }
    }
  }
}

void HappensBefore::add_race(std::int32_t c) {
  for (std::size_t k = race_begin_.back(); k < race_pool_.size(); ++k)
    if (race_pool_[k] == static_cast<std::uint32_t>(c)) return;
  race_pool_.push_back(static_cast<std::uint32_t>(c));
}

// e (a blocking acquisition) races with an earlier conflicting acquisition L of another
// thread, as a mutex acquisition does with the previous one, when e can move before L:
// nothing e depends on other than the primitive (its thread's previous event, its creator)
// happens after L. At L's position the primitive let L go; every operation on it after L
// happens after L, so the reversed schedule puts e where L was (for a rwlock read or a
// condition-variable token, L's permission may not extend to e: the run then diverges
// and is not counted). The race is added even when the chain L -> release -> e could be
// reversed step by step: a step may be infeasible (the release moved before e finds the
// token already taken), and the blocked program order then hides the executions where e
// goes first (docs/algorithms.md, "Blocking primitives").
void HappensBefore::acquisition_races(const Event& e, std::int32_t prev) {
  const ByteState* a = acquisitions_.find(e.addr);
  if (!a) return;
  auto consider = [&](std::int32_t l) {
    if (l < 0) return;
    const auto L = static_cast<std::size_t>(l);
    if (events_[L].thread == e.thread) return;
    if (prev >= 0 && hb(L, static_cast<std::size_t>(prev))) return;
    for (std::int32_t c : cand_) {
      const Event& d = events_[static_cast<std::size_t>(c)];
      const bool on_primitive = op_is_memory(d.kind) && (d.flags & kFlagSync) &&
                                ranges_overlap(d.addr, d.size, e.addr, e.size);
      if (!on_primitive && hb(L, static_cast<std::size_t>(c))) return;  // e's creator is after L
    }
    if (reversible_step_by_step(L, e)) return;
    add_race(l);
  };
  consider(a->last_write);
  if (op_writes(e.kind))
    for (std::int32_t n = a->read_head; n >= 0; n = read_nodes_[static_cast<std::size_t>(n)].next)
      consider(read_nodes_[static_cast<std::size_t>(n)].pos);
}

// The last operation on e's primitive before e (after L) found the semaphore's count positive:
// a post that found it so (kFlagSemNonZero), or a sem_getvalue that read a positive value.
// Then e was enabled in front of that operation, so e's ordinary race with it moves e before
// it, and from that execution on e's races are taken again where it is: in front of a post
// that found the count at zero (e disabled there) the acquisition race with L is added, in
// front of another such operation the ordinary race steps back once more. Adding the
// acquisition race here too reached the classes where e goes first a second time, from both
// executions (pop: 9 executions for the 6 classes of two threads each doing sem_wait; write;
// sem_post on a semaphore of 2; three such threads 60 for 54 while the rule asked every
// operation between L and e to be such a post; tests/unit/test_primitives.cpp). A post that
// found the semaphore at zero, a failed sem_trywait, a sem_getvalue that read 0 right before
// e, or any other primitive (its operations never carry these marks) keeps the race.
bool HappensBefore::reversible_step_by_step(std::size_t L, const Event& e) const {
  for (std::size_t i = events_.size() - 1; i-- > L + 1;) {  // events_.back() is e
    const Event& x = events_[i];
    if (!op_is_memory(x.kind) || !(x.flags & kFlagSync) || !ranges_overlap(x.addr, x.size, e.addr, e.size))
      continue;
    const bool positive_post = x.kind == OpKind::Rmw && (x.flags & kFlagSemNonZero);
    const bool saw_a_unit = x.kind == OpKind::Load && !(x.flags & (kFlagTry | kFlagAcquire)) && x.value_read > 0;
    return positive_post || saw_a_unit;
  }
  return false;
}

std::size_t append_blocked_locks(HappensBefore& hb, std::span<const ThreadStatus> final_threads) {
  std::size_t n = 0;
  for (const ThreadStatus& s : final_threads) {
    if (s.finished || s.assume_blocked()) continue;  // an assume-blocked thread's `next` is stale
    if (hb.thread_events(s.id) != s.executed) continue;
    // A blocked await loop's next iteration (the runtime blocks a read-only spin loop until
    // another thread changes what it read) is a read: it races with the last write that
    // disabled it again, if any (running it before that write is feasible when an earlier
    // write had enabled it). A spin loop's blocked CAS / RMW is announced as the failed CAS
    // it would be there: a read too.
    // A blocked round of trylocks (its next operation a trylock, nothing but mutexes
    // observed) is the failed trylock it would be. Every such iteration stands for all the
    // reads of its blocking round (ThreadStatus::await_observes): a change of any of them
    // would have let it go on.
    // Only the observations the pending operation does not cover count (await_read_covered):
    // a loop on one object is its next operation alone, as before.
    Event pending = HappensBefore::pending_event(s.id, s.executed, s.next);
    std::vector<Event> others;
    if (s.blocked.reason == BlockReason::Await)
      for (const Event& o : s.await_observes)
        if (!await_read_covered(pending, o)) others.push_back(o);
    const bool await_trylock = s.blocked.reason == BlockReason::Await && s.next.kind == OpKind::MutexLock &&
                               (s.next.flags & kFlagTry) && !others.empty();
    const bool await_load = s.blocked.reason == BlockReason::Await &&
                            (s.next.kind == OpKind::Load || s.next.kind == OpKind::CasFailure || await_trylock);
    // Likewise a blocked acquisition of another primitive (condition variable, semaphore,
    // rwlock, barrier): it races with the operations that took what it waits for.
    const bool blocked_acquire = waits_on_sync_primitive(s.blocked.reason);
    if (!await_load && !blocked_acquire && (s.next.kind != OpKind::MutexLock || (s.next.flags & kFlagTry) ||
                        !hb.mutex_held(s.next.addr)))
      continue;
    if (await_trylock) pending.kind = OpKind::MutexTryFail;
    hb.append(pending, true, await_load ? std::span<const Event>(others) : std::span<const Event>{});
    ++n;
  }
  return n;
}

std::size_t append_cut_pending(HappensBefore& hb, const ExecutionResult& result) {
  if (result.outcome != ExecutionOutcome::Bug || !result.bug) return 0;
  std::size_t n = 0;
  for (const ThreadStatus& s : result.final_threads) {
    if (s.finished || s.assume_blocked() || !s.enabled || s.id == result.bug->thread) continue;
    if (hb.thread_events(s.id) != s.executed) continue;
    hb.append(HappensBefore::pending_event(s.id, s.executed, s.next), true);
    ++n;
  }
  return n;
}

}  // namespace braid::dpor
