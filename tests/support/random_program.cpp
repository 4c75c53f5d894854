#include "support/random_program.h"

#include <algorithm>
#include <functional>
#include <mutex>
#include <random>
#include <sstream>
#include <stdexcept>

namespace braid::testing {

// ---------------------------------------------------------------------------------------
// Generation

namespace {

class Gen {
 public:
  Gen(std::uint64_t seed, bool bugs, bool awaits, bool spins, bool blocking)
      : rng_(seed), bugs_(bugs), awaits_(awaits), spins_(spins), blocking_(blocking) {}

  Program make() {
    Program p;
    p.vars = pick(1, 3);
    p.mutexes = pick(0, 2);
    p.regs = 3;
    if (blocking_) {
      p.sems.resize(static_cast<std::size_t>(pick(0, 2)));
      for (int& v : p.sems) v = chance(60) ? 0 : 1;
      p.rwlocks = pick(0, 1);
      p.conds = pick(0, 1);
      sems_ = static_cast<int>(p.sems.size());
      rwlocks_ = p.rwlocks;
      conds_ = p.conds;
    }
    const int children = pick(1, 3);
    budget_ = children >= 3 ? 9 : 12;  // visible operations, to keep brute force cheap
    p.threads.resize(static_cast<std::size_t>(children) + 1);
    vars_ = p.vars;
    mutexes_ = p.mutexes;
    for (int c = 1; c <= children; ++c)
      p.threads[static_cast<std::size_t>(c)] = block(pick(1, 3), 0);
    auto& main = p.threads[0];
    if (chance(30)) main.push_back(simple());
    for (int c = 1; c <= children; ++c) {
      Instr cr;
      cr.kind = Instr::Create;
      cr.target = c;
      main.push_back(cr);
    }
    if (chance(50)) main.push_back(simple());
    std::vector<int> order;
    for (int c = 1; c <= children; ++c)
      if (chance(60)) order.push_back(c);
    std::shuffle(order.begin(), order.end(), rng_);
    for (int c : order) {
      Instr j;
      j.kind = Instr::Join;
      j.target = c;
      main.push_back(j);
    }
    if (!order.empty() && chance(50)) main.push_back(simple());
    return p;
  }

 private:
  int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
  bool chance(int percent) { return pick(1, 100) <= percent; }

  Instr simple() {
    Instr i;
    --budget_;
    i.var = pick(0, vars_ - 1);
    i.reg = pick(0, 2);
    i.value = pick(0, 2);
    switch (pick(0, 5)) {
      case 0: case 1: i.kind = Instr::Load; break;
      case 2: case 3: i.kind = Instr::Store; i.value = pick(1, 2); break;
      case 4: i.kind = Instr::FetchAdd; i.value = 1; break;
      default: i.kind = Instr::Cas; i.value = pick(0, 1); i.value2 = pick(1, 2); break;
    }
    return i;
  }

  std::vector<Instr> block(int n, int depth) {
    std::vector<Instr> out;
    for (int k = 0; k < n && budget_ > 0; ++k) out.push_back(statement(depth));
    return out;
  }

  Instr statement(int depth) {
    const int r = pick(0, 99);
    // Nested critical sections use another mutex (no self-deadlock: see docs/algorithms.md,
    // the pending lock of the thread that ran last before a deadlock is not observable).
    if (depth < 2 && mutexes_ > 0 && r < 25 && static_cast<int>(held_.size()) < mutexes_) {
      Instr l;
      l.kind = chance(25) ? Instr::TryLock : Instr::Lock;
      do l.var = pick(0, mutexes_ - 1);
      while (std::find(held_.begin(), held_.end(), l.var) != held_.end());
      held_.push_back(l.var);
      l.reg = pick(0, 2);
      --budget_;
      // Lock: body is the critical section; the unlock follows (printed / interpreted).
      l.body = block(pick(1, 2), depth + 1);
      held_.pop_back();
      --budget_;
      return l;
    }
    if (depth < 2 && r < 40) {
      Instr i;
      i.kind = Instr::If;
      i.reg = pick(0, 2);
      i.value = pick(0, 2);
      i.body = block(pick(1, 2), depth + 1);
      return i;
    }
    if (blocking_ && r >= 40 && r < 75) {
      if (Instr b; blocking_statement(b, depth)) return b;
    }
    if (spins_ && r >= 75) {
      // Mostly a spinlock on a variable (take 0 -> 1, critical section, release to 0);
      // sometimes a bare CAS spin loop that waits for another thread's write.
      Instr s;
      --budget_;
      s.kind = Instr::SpinCas;
      s.var = pick(0, vars_ - 1);
      if (chance(70)) {
        s.value = 0;
        s.value2 = 1;
        s.target = 1;
        --budget_;
        if (depth < 2) s.body = block(pick(0, 2), depth + 1);
      } else {
        s.value = pick(1, 2);
        s.value2 = pick(0, 2);
      }
      return s;
    }
    if (awaits_ && r >= 85) {
      // Mostly "wait until some thread wrote the variable" (all start at 0).
      Instr a;
      --budget_;
      a.kind = Instr::Await;
      a.var = pick(0, vars_ - 1);
      a.value = chance(75) ? 0 : 1;
      return a;
    }
    if (bugs_ && r < 47) {
      Instr a;
      a.kind = chance(70) ? Instr::Assert : Instr::Assume;
      a.reg = pick(0, 2);
      a.value = pick(1, 2);
      return a;
    }
    return simple();
  }

  // A sem_wait/sem_post, a read or write critical section of a rwlock, or a condition
  // variable hand-off (take waits in a predicate loop; give signals or broadcasts).
  bool blocking_statement(Instr& b, int depth) {
    std::vector<Instr::Kind> kinds;
    if (sems_ > 0) kinds.insert(kinds.end(), {Instr::SemWait, Instr::SemPost});
    if (rwlocks_ > 0 && depth < 2 && held_.empty() && !in_rw_) kinds.insert(kinds.end(), {Instr::RdLock, Instr::WrLock});
    if (conds_ > 0 && held_.empty() && !in_rw_) kinds.insert(kinds.end(), {Instr::CondTake, Instr::CondGive});
    if (kinds.empty()) return false;
    b.kind = kinds[static_cast<std::size_t>(pick(0, static_cast<int>(kinds.size()) - 1))];
    switch (b.kind) {
      case Instr::SemWait: case Instr::SemPost:
        b.var = pick(0, sems_ - 1);
        --budget_;
        break;
      case Instr::RdLock: case Instr::WrLock:
        b.var = 0;
        budget_ -= 2;
        in_rw_ = true;
        b.body = block(pick(1, 2), depth + 1);
        in_rw_ = false;
        break;
      default:
        b.var = 0;
        b.value = b.kind == Instr::CondGive && chance(25);  // broadcast
        budget_ -= 4;
        break;
    }
    return true;
  }

  std::mt19937_64 rng_;
  bool bugs_;
  bool awaits_;
  bool spins_;
  bool blocking_;
  int sems_ = 0, rwlocks_ = 0, conds_ = 0;
  bool in_rw_ = false;  // inside a rwlock critical section (no nesting of blocking sections)
  int budget_ = 0;
  int vars_ = 1;
  int mutexes_ = 0;
  std::vector<int> held_;  // mutexes of the enclosing critical sections
};

void count_rec(const std::vector<Instr>& b, int& n) {
  for (const Instr& i : b) {
    ++n;
    count_rec(i.body, n);
  }
}

bool delete_rec(std::vector<Instr>& b, int& index) {
  for (std::size_t k = 0; k < b.size(); ++k) {
    if (index == 0) {
      b.erase(b.begin() + static_cast<std::ptrdiff_t>(k));
      return true;
    }
    --index;
    if (delete_rec(b[k].body, index)) return true;
  }
  return false;
}

}  // namespace

Program random_program(std::uint64_t seed, bool allow_bugs, bool awaits, bool spins, bool blocking) {
  return Gen(seed, allow_bugs, awaits, spins, blocking).make();
}

namespace {

// Rewrites every variable and mutex index of `body` (a thread of `p`) through `var_of` /
// `mutex_of`.
template <class VarMap, class MutexMap>
void remap_shared(std::vector<Instr>& body, const VarMap& var_of, const MutexMap& mutex_of) {
  for (Instr& i : body) {
    switch (i.kind) {
      case Instr::Lock: case Instr::Unlock: case Instr::TryLock: i.var = mutex_of(i.var); break;
      case Instr::Load: case Instr::Store: case Instr::FetchAdd: case Instr::Cas: case Instr::Await:
      case Instr::SpinCas: i.var = var_of(i.var); break;
      default: break;
    }
    remap_shared(i.body, var_of, mutex_of);
  }
}

}  // namespace

// The communication graph links two threads sharing a variable or a mutex. Acyclic: the
// threads form a random tree and every variable and mutex belongs to one tree edge (each
// thread's accesses go to the edges it is on). Cyclic: the plain generator's program with
// at least three threads that all write variable 0 (a triangle).
Program random_program_architecture(std::uint64_t seed, bool cyclic) {
  std::mt19937_64 rng(seed ^ 0x5eedd0c0ULL);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  Program p = random_program(seed, false);
  const int threads = static_cast<int>(p.threads.size());
  if (cyclic) {
    while (static_cast<int>(p.threads.size()) < 3) {
      const int child = static_cast<int>(p.threads.size());
      p.threads.push_back({});
      p.threads[0].insert(p.threads[0].begin(), make_instr(Instr::Create, 0, 0, child));
    }
    for (std::size_t t = 0; t < p.threads.size(); ++t) {
      Instr w = make_instr(Instr::Store, 0, pick(1, 2));
      // main writes after creating its children, the children first thing
      auto& body = p.threads[t];
      if (t == 0) body.push_back(w);
      else body.insert(body.begin(), w);
    }
    return p;
  }
  // Tree edge c joins thread c to its parent (c >= 1); edges are numbered 0..threads-2.
  std::vector<std::vector<int>> incident(static_cast<std::size_t>(threads));
  for (int c = 1; c < threads; ++c) {
    const int parent = pick(0, c - 1);
    incident[static_cast<std::size_t>(parent)].push_back(c - 1);
    incident[static_cast<std::size_t>(c)].push_back(c - 1);
  }
  const int vars = p.vars, mutexes = p.mutexes, edges = std::max(threads - 1, 1);
  for (int t = 0; t < threads; ++t) {
    const auto& mine = incident[static_cast<std::size_t>(t)];
    auto& body = p.threads[static_cast<std::size_t>(t)];
    if (mine.empty()) {
      body.erase(std::remove_if(body.begin(), body.end(), [](const Instr& i) {
                   return i.kind != Instr::Create && i.kind != Instr::Join;
                 }), body.end());
      continue;
    }
    const auto edge_of = [&](int index) { return mine[static_cast<std::size_t>(index) % mine.size()]; };
    // A thread's distinct mutexes stay distinct (nested critical sections never self-deadlock).
    remap_shared(
        body, [&](int v) { return edge_of(v) * vars + v; }, [&](int m) { return edge_of(m) * mutexes + m; });
  }
  p.vars = edges * vars;
  p.mutexes = edges * mutexes;
  return p;
}

// ---------------------------------------------------------------------------------------
// CAS / RMW-heavy programs (issue 14): separate from Gen so the other modes stay unchanged.

namespace {

class RmwGen {
 public:
  RmwGen(std::uint64_t seed, bool spins, bool flavours = false)
      : rng_(seed ^ 0x5bd1e995u), spins_(spins || flavours), flavours_(flavours) {}

  Program make() {
    Program p;
    p.vars = pick(1, 2);
    p.regs = 3;
    vars_ = p.vars;
    const int children = pick(2, 4);
    int budget = children >= 4 ? 7 : children == 3 ? 9 : 11;  // visible operations
    p.threads.resize(static_cast<std::size_t>(children) + 1);
    // One idiom for the whole program (its competing threads share it), sometimes mixed.
    const int idiom = flavours_ ? pick(4, 7) : pick(0, spins_ ? 5 : 3);
    if (flavours_ && idiom == 7) {
      p.vars = vars_ = 2;  // message passing: v0 the flag, v1 the data
    }
    for (int c = 1; c <= children; ++c) {
      auto& t = p.threads[static_cast<std::size_t>(c)];
      const int ops = pick(1, 2);
      for (int k = 0; k < ops && budget > 0; ++k)
        t.push_back(op(chance(75) ? idiom : pick(0, flavours_ ? 7 : spins_ ? 5 : 3), c, budget, t));
      if (t.empty()) t.push_back(load(pick(0, vars_ - 1)));
    }
    auto& main = p.threads[0];
    if (chance(30)) main.push_back(store(pick(0, vars_ - 1), pick(1, 2)));
    for (int c = 1; c <= children; ++c) main.push_back(make_instr(Instr::Create, 0, 0, c));
    if (chance(40)) main.push_back(store(pick(0, vars_ - 1), pick(1, 3)));
    for (int c = 1; c <= children; ++c)
      if (chance(50)) main.push_back(make_instr(Instr::Join, 0, 0, c));
    if (chance(50)) main.push_back(load(pick(0, vars_ - 1)));
    return p;
  }

 private:
  Instr load(int var) {
    Instr i = make_instr(Instr::Load, var);
    i.reg = pick(0, 2);
    return i;
  }
  Instr store(int var, int value) { return make_instr(Instr::Store, var, value); }
  Instr cas(int var, int expected, int desired) {
    Instr i = make_instr(Instr::Cas, var, expected);
    i.value2 = desired;
    i.reg = pick(0, 2);
    return i;
  }
  // One statement of an idiom, for thread `c`.
  // `body` is the thread's code so far: an idiom of several statements adds all but its last
  // one there.
  Instr op(int idiom, int c, int& budget, std::vector<Instr>& body) {
    const int v = pick(0, vars_ - 1);
    --budget;
    switch (idiom) {
      case 0:  // competing CAS on a value some thread stores (or the initial one)
        if (chance(25)) return store(v, pick(1, 2));
        return cas(v, pick(0, 2), pick(2, 3));
      case 1:  // rotation: thread c moves v from c - 1 to c (mod 4)
        return cas(v, (c - 1) % 4, c % 4);
      case 2: {  // fetch-add counter, read by others
        if (chance(35)) return load(v);
        Instr i = make_instr(Instr::FetchAdd, v, pick(1, 2));
        i.reg = pick(0, 2);
        return i;
      }
      case 3:  // mixed: loads, stores, CAS on the same variable
        if (chance(30)) return load(v);
        if (chance(30)) return store(v, pick(0, 2));
        return cas(v, pick(0, 2), pick(0, 2));
      case 4: {  // CAS spinlock around an optional RMW / load (release stores 0)
        Instr s = make_instr(Instr::SpinCas, v, 0);
        s.value2 = 1;
        s.target = 1;
        --budget;
        if (budget > 0 && chance(50)) {
          --budget;
          s.body.push_back(chance(50) ? load(vars_ - 1 - v) : store(vars_ - 1 - v, pick(1, 2)));
        }
        return s;
      }
      case 6: {  // test-and-test-and-set: wait until the lock looks free, then CAS it
        body.push_back(make_instr(Instr::Await, v, 1));
        --budget;
        Instr s = make_instr(Instr::SpinCas, v, 0);
        s.value2 = 1;
        s.target = 1;
        if (budget > 0 && chance(50)) {
          --budget;
          s.body.push_back(chance(50) ? load(vars_ - 1 - v) : store(vars_ - 1 - v, pick(1, 2)));
        }
        return s;
      }
      case 7: {  // message passing through an RMW: data then fetch_add(flag) | fetch_add(flag, 0) then data
        if (vars_ < 2) return cas(v, pick(0, 2), pick(2, 3));
        Instr rmw = make_instr(Instr::FetchAdd, 0, chance(50) ? 1 : 0);
        rmw.reg = pick(0, 2);
        if (chance(50)) {
          body.push_back(store(1, pick(1, 2)));
          --budget;
          rmw.value = 1;
          return rmw;
        }
        body.push_back(rmw);
        --budget;
        return load(1);
      }
      default: {  // a CAS spin loop waiting for another thread's value, then moving it on
        Instr s = make_instr(Instr::SpinCas, v, pick(1, 2));
        s.value2 = pick(0, 3);
        return chance(50) ? s : cas(v, 0, pick(1, 2));
      }
    }
  }
  int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
  bool chance(int percent) { return pick(0, 99) < percent; }

  std::mt19937_64 rng_;
  bool spins_;
  bool flavours_;
  int vars_ = 1;
};

}  // namespace

Program random_rmw_program(std::uint64_t seed, bool spins) { return RmwGen(seed, spins).make(); }

Program random_trylock_spin_program(std::uint64_t seed) {
  std::mt19937_64 rng(seed ^ 0x7f4a7c15u);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  Program p;
  p.vars = pick(1, 2);
  p.mutexes = pick(1, 2);
  p.regs = 3;
  const int children = pick(2, 4);
  int budget = children >= 4 ? 9 : children == 3 ? 11 : 13;  // visible operations
  p.threads.resize(static_cast<std::size_t>(children) + 1);
  auto access = [&]() {
    const int v = pick(0, p.vars - 1);
    const int k = pick(0, 2);
    Instr i = make_instr(k == 0 ? Instr::Load : k == 1 ? Instr::Store : Instr::Cas, v, pick(0, 2));
    i.value2 = pick(1, 2);
    i.reg = pick(0, 2);
    return i;
  };
  for (int c = 1; c <= children; ++c) {
    auto& t = p.threads[static_cast<std::size_t>(c)];
    const int sections = pick(1, 2);
    for (int k = 0; k < sections && budget > 1; ++k) {
      const int shape = pick(0, 9);
      if (shape == 9) {  // an access outside any critical section
        t.push_back(access());
        --budget;
        continue;
      }
      Instr s = make_instr(shape < 7 ? Instr::SpinTryLock : shape == 7 ? Instr::Lock : Instr::TryLock,
                           pick(0, p.mutexes - 1));
      s.reg = pick(0, 2);
      budget -= 2;
      for (int a = pick(0, 2); a > 0 && budget > 0; --a, --budget) s.body.push_back(access());
      t.push_back(std::move(s));
    }
    if (t.empty()) t.push_back(access());
  }
  auto& main = p.threads[0];
  for (int c = 1; c <= children; ++c) main.push_back(make_instr(Instr::Create, 0, 0, c));
  for (int c = 1; c <= children; ++c)
    if (pick(0, 1)) main.push_back(make_instr(Instr::Join, 0, 0, c));
  return p;
}
Program random_rmw_idiom_program(std::uint64_t seed) { return RmwGen(seed, true, true).make(); }

int count_statements(const Program& p) {
  int n = 0;
  for (const auto& t : p.threads) count_rec(t, n);
  return n;
}

Program delete_statement(const Program& p, int index) {
  Program q = p;
  for (auto& t : q.threads)
    if (delete_rec(t, index)) break;
  // Joins of threads never created would block forever: keep creates (they are statements
  // of main, deleting one also drops its joins).
  std::vector<bool> created(q.threads.size(), false);
  for (const Instr& i : q.threads[0])
    if (i.kind == Instr::Create) created[static_cast<std::size_t>(i.target)] = true;
  std::erase_if(q.threads[0], [&](const Instr& i) {
    return i.kind == Instr::Join && !created[static_cast<std::size_t>(i.target)];
  });
  return q;
}

// ---------------------------------------------------------------------------------------
// Printing

namespace {

void text_rec(std::ostringstream& os, const std::vector<Instr>& b, int indent) {
  for (const Instr& i : b) {
    os << std::string(static_cast<std::size_t>(indent), ' ');
    switch (i.kind) {
      case Instr::Load: os << "r" << i.reg << " = v" << i.var; break;
      case Instr::Store: os << "v" << i.var << " = " << i.value; break;
      case Instr::FetchAdd: os << "r" << i.reg << " = faa(v" << i.var << ", " << i.value << ")"; break;
      case Instr::Cas: os << "r" << i.reg << " = cas(v" << i.var << ", " << i.value << ", " << i.value2 << ")"; break;
      case Instr::Lock: os << "lock(m" << i.var << ") {"; break;
      case Instr::TryLock: os << "r" << i.reg << " = trylock(m" << i.var << ") {"; break;
      case Instr::SpinTryLock: os << "spin_trylock(m" << i.var << ") {"; break;
      case Instr::Unlock: os << "unlock(m" << i.var << ")"; break;
      case Instr::Create: os << "create(t" << i.target << ")"; break;
      case Instr::Join: os << "join(t" << i.target << ")"; break;
      case Instr::If: os << "if (r" << i.reg << " == " << i.value << ") {"; break;
      case Instr::Assert: os << "assert(r" << i.reg << " != " << i.value << ")"; break;
      case Instr::Assume: os << "assume(r" << i.reg << " != " << i.value << ")"; break;
      case Instr::Await: os << "await(v" << i.var << " != " << i.value << ")"; break;
      case Instr::SemWait: os << "sem_wait(s" << i.var << ")"; break;
      case Instr::SemPost: os << "sem_post(s" << i.var << ")"; break;
      case Instr::RdLock: os << "rdlock(rw" << i.var << ") {"; break;
      case Instr::WrLock: os << "wrlock(rw" << i.var << ") {"; break;
      case Instr::CondTake: os << "take(c" << i.var << ")"; break;
      case Instr::CondGive: os << (i.value ? "give_all(c" : "give(c") << i.var << ")"; break;
      case Instr::SpinCas:
        os << "spin_cas(v" << i.var << ", " << i.value << ", " << i.value2 << ")" << (i.target ? " {" : "");
        break;
    }
    os << "\n";
    if (i.kind == Instr::Lock || i.kind == Instr::TryLock || i.kind == Instr::SpinTryLock || i.kind == Instr::If ||
        i.kind == Instr::RdLock || i.kind == Instr::WrLock || (i.kind == Instr::SpinCas && i.target)) {
      text_rec(os, i.body, indent + 2);
      os << std::string(static_cast<std::size_t>(indent), ' ') << "}";
      if (i.kind == Instr::SpinCas) os << " v" << i.var << " = " << i.value;
      os << "\n";
    }
  }
}

// With `via_calls`, spin loops call the helpers of to_c_source_via_calls.
void c_rec(std::ostringstream& os, const std::vector<Instr>& b, int indent, bool via_calls = false) {
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  for (const Instr& i : b) {
    switch (i.kind) {
      case Instr::Load:
        os << pad << "r" << i.reg << " = atomic_load(&v" << i.var << ");\n";
        break;
      case Instr::Store:
        os << pad << "atomic_store(&v" << i.var << ", " << i.value << ");\n";
        break;
      case Instr::FetchAdd:
        os << pad << "r" << i.reg << " = atomic_fetch_add(&v" << i.var << ", " << i.value << ");\n";
        break;
      case Instr::Cas:
        os << pad << "{ int e = " << i.value << "; r" << i.reg
           << " = atomic_compare_exchange_strong(&v" << i.var << ", &e, " << i.value2 << "); }\n";
        break;
      case Instr::Lock:
        os << pad << "pthread_mutex_lock(&m" << i.var << ");\n";
        c_rec(os, i.body, indent, via_calls);
        os << pad << "pthread_mutex_unlock(&m" << i.var << ");\n";
        break;
      case Instr::TryLock:
        os << pad << "r" << i.reg << " = pthread_mutex_trylock(&m" << i.var << ") == 0;\n";
        os << pad << "if (r" << i.reg << " == 1) {\n";
        c_rec(os, i.body, indent + 2, via_calls);
        os << pad << "  pthread_mutex_unlock(&m" << i.var << ");\n" << pad << "}\n";
        break;
      case Instr::SpinTryLock:
        os << pad << "while (pthread_mutex_trylock(&m" << i.var << ") != 0) {}\n";
        c_rec(os, i.body, indent, via_calls);
        os << pad << "pthread_mutex_unlock(&m" << i.var << ");\n";
        break;
      case Instr::Unlock:
        os << pad << "pthread_mutex_unlock(&m" << i.var << ");\n";
        break;
      case Instr::Create:
        os << pad << "pthread_create(&th" << i.target << ", 0, t" << i.target << ", 0);\n";
        break;
      case Instr::Join:
        os << pad << "pthread_join(th" << i.target << ", 0);\n";
        break;
      case Instr::If:
        os << pad << "if (r" << i.reg << " == " << i.value << ") {\n";
        c_rec(os, i.body, indent + 2, via_calls);
        os << pad << "}\n";
        break;
      case Instr::Assert:
        os << pad << "assert(r" << i.reg << " != " << i.value << ");\n";
        break;
      case Instr::Assume:
        os << pad << "__VERIFIER_assume(r" << i.reg << " != " << i.value << ");\n";
        break;
      case Instr::Await:
        if (!via_calls) {
          os << pad << "while (atomic_load(&v" << i.var << ") == " << i.value << ") {}\n";
          break;
        }
        switch ((i.var + i.value + indent / 2) % 4) {  // one shape per site, deterministic
          case 0: os << pad << "while (await_eq(&v" << i.var << ", " << i.value << ")) {}\n"; break;
          case 1: os << pad << "while (await_fp(&v" << i.var << ", " << i.value << ")) {}\n"; break;
          case 2: os << pad << "while (await_nested(&v" << i.var << ", " << i.value << ")) {}\n"; break;
          default:
            os << pad << "for (;;) { pthread_mutex_lock(&pm); int w = atomic_load(&v" << i.var << ") == " << i.value
               << "; pthread_mutex_unlock(&pm); if (!w) break; }\n";
            break;
        }
        break;
      case Instr::SemWait: os << pad << "sem_wait(&s" << i.var << ");\n"; break;
      case Instr::SemPost: os << pad << "sem_post(&s" << i.var << ");\n"; break;
      case Instr::RdLock: case Instr::WrLock:
        os << pad << "pthread_rwlock_" << (i.kind == Instr::RdLock ? "rd" : "wr") << "lock(&rw" << i.var << ");\n";
        c_rec(os, i.body, indent, via_calls);
        os << pad << "pthread_rwlock_unlock(&rw" << i.var << ");\n";
        break;
      case Instr::CondTake:
        os << pad << "pthread_mutex_lock(&cm); while (tokens" << i.var << " == 0) pthread_cond_wait(&c" << i.var
           << ", &cm); tokens" << i.var << "--; pthread_mutex_unlock(&cm);\n";
        break;
      case Instr::CondGive:
        os << pad << "pthread_mutex_lock(&cm); tokens" << i.var << "++; pthread_cond_"
           << (i.value ? "broadcast" : "signal") << "(&c" << i.var << "); pthread_mutex_unlock(&cm);\n";
        break;
      case Instr::SpinCas:
        if (via_calls)
          os << pad << "while (!try_cas(&v" << i.var << ", " << i.value << ", " << i.value2 << ")) {}\n";
        else
          os << pad << "while (!atomic_compare_exchange_strong(&v" << i.var << ", &(int){" << i.value << "}, "
             << i.value2 << ")) {}\n";
        if (i.target) {
          c_rec(os, i.body, indent, via_calls);
          os << pad << "atomic_store(&v" << i.var << ", " << i.value << ");\n";
        }
        break;
    }
  }
}

}  // namespace

std::string to_text(const Program& p) {
  std::ostringstream os;
  for (std::size_t t = 0; t < p.threads.size(); ++t) {
    if (t == 0) os << "main:\n";
    else os << "t" << t << ":\n";
    text_rec(os, p.threads[t], 2);
  }
  return os.str();
}

namespace {

std::string c_source(const Program& p, bool via_calls) {
  std::ostringstream os;
  os << "#include <assert.h>\n#include <pthread.h>\n#include <semaphore.h>\n#include <stdatomic.h>\n\n"
        "extern void __VERIFIER_assume(int);\n\n";
  for (int v = 0; v < p.vars; ++v) os << "atomic_int v" << v << ";\n";
  for (int m = 0; m < p.mutexes; ++m) os << "pthread_mutex_t m" << m << " = PTHREAD_MUTEX_INITIALIZER;\n";
  for (std::size_t s = 0; s < p.sems.size(); ++s) os << "sem_t s" << s << ";\n";
  for (int r = 0; r < p.rwlocks; ++r) os << "pthread_rwlock_t rw" << r << " = PTHREAD_RWLOCK_INITIALIZER;\n";
  if (p.conds > 0) os << "pthread_mutex_t cm = PTHREAD_MUTEX_INITIALIZER;\n";
  for (int c = 0; c < p.conds; ++c)
    os << "pthread_cond_t c" << c << " = PTHREAD_COND_INITIALIZER;\nint tokens" << c << ";\n";
  for (std::size_t t = 1; t < p.threads.size(); ++t) os << "pthread_t th" << t << ";\n";
  os << "\n";
  if (via_calls)
    os << "pthread_mutex_t pm = PTHREAD_MUTEX_INITIALIZER;\n"
          "__attribute__((noinline)) static int await_eq(atomic_int* v, int k) { return atomic_load(v) == k; }\n"
          "static int (*volatile await_fp)(atomic_int*, int) = await_eq;\n"
          "__attribute__((noinline)) static int await_nested(atomic_int* v, int k) { return await_fp(v, k); }\n"
          "__attribute__((noinline)) static int try_cas(atomic_int* v, int expected, int desired) {\n"
          "  return atomic_compare_exchange_strong(v, &expected, desired);\n}\n\n";
  auto regs = [&] {
    os << "  int r0 = 0, r1 = 0, r2 = 0;\n  (void)r0; (void)r1; (void)r2;\n";
  };
  for (std::size_t t = 1; t < p.threads.size(); ++t) {
    os << "void* t" << t << "(void* arg) {\n  (void)arg;\n";
    regs();
    c_rec(os, p.threads[t], 2, via_calls);
    os << "  return 0;\n}\n\n";
  }
  os << "int main(void) {\n";
  regs();
  for (std::size_t s = 0; s < p.sems.size(); ++s) os << "  sem_init(&s" << s << ", 0, " << p.sems[s] << ");\n";
  c_rec(os, p.threads[0], 2, via_calls);
  os << "  return 0;\n}\n";
  return os.str();
}

}  // namespace

std::string to_c_source(const Program& p) { return c_source(p, false); }
std::string to_c_source_via_calls(const Program& p) { return c_source(p, true); }

// ---------------------------------------------------------------------------------------
// Interpretation

namespace {

// Flat code: structured statements compiled to jumps.
struct Op {
  enum Kind : std::uint8_t { Load, Store, FetchAdd, Cas, Lock, TryLock, Unlock, Create, Join,
                             JumpUnless, Assert, Assume, Await, SpinCas, SpinTryLock } kind;
  int var = 0, reg = 0, value = 0, value2 = 0, target = 0;
  std::size_t jump = 0;  // JumpUnless: next pc when reg != value
};

void flatten(const std::vector<Instr>& b, std::vector<Op>& out) {
  for (const Instr& i : b) {
    Op o;
    o.var = i.var;
    o.reg = i.reg;
    o.value = i.value;
    o.value2 = i.value2;
    o.target = i.target;
    switch (i.kind) {
      case Instr::Load: o.kind = Op::Load; out.push_back(o); break;
      case Instr::Store: o.kind = Op::Store; out.push_back(o); break;
      case Instr::FetchAdd: o.kind = Op::FetchAdd; out.push_back(o); break;
      case Instr::Cas: o.kind = Op::Cas; out.push_back(o); break;
      case Instr::Unlock: o.kind = Op::Unlock; out.push_back(o); break;
      case Instr::Create: o.kind = Op::Create; out.push_back(o); break;
      case Instr::Join: o.kind = Op::Join; out.push_back(o); break;
      case Instr::Assert: o.kind = Op::Assert; out.push_back(o); break;
      case Instr::Assume: o.kind = Op::Assume; out.push_back(o); break;
      case Instr::Await: o.kind = Op::Await; out.push_back(o); break;
      case Instr::SpinCas: {
        o.kind = Op::SpinCas;
        out.push_back(o);
        if (!i.target) break;
        flatten(i.body, out);
        Op release;
        release.kind = Op::Store;
        release.var = i.var;
        release.value = i.value;
        out.push_back(release);
        break;
      }
      case Instr::SpinTryLock:
      case Instr::Lock: {
        // A trylock retry loop holds the mutex over its body like a lock.
        o.kind = i.kind == Instr::SpinTryLock ? Op::SpinTryLock : Op::Lock;
        out.push_back(o);
        flatten(i.body, out);
        Op u;
        u.kind = Op::Unlock;
        u.var = i.var;
        out.push_back(u);
        break;
      }
      case Instr::TryLock: {
        o.kind = Op::TryLock;
        out.push_back(o);
        Op j;
        j.kind = Op::JumpUnless;
        j.reg = i.reg;
        j.value = 1;
        const std::size_t at = out.size();
        out.push_back(j);
        flatten(i.body, out);
        Op u;
        u.kind = Op::Unlock;
        u.var = i.var;
        out.push_back(u);
        out[at].jump = out.size();
        break;
      }
      case Instr::SemWait: case Instr::SemPost: case Instr::RdLock: case Instr::WrLock:
      case Instr::CondTake: case Instr::CondGive:
        throw std::logic_error("the toy executor does not model blocking primitives (C programs only)");
      case Instr::If: {
        o.kind = Op::JumpUnless;
        const std::size_t at = out.size();
        out.push_back(o);
        flatten(i.body, out);
        out[at].jump = out.size();
        break;
      }
    }
  }
}

constexpr std::uint64_t var_addr(int v) { return 0x1000 + 4 * static_cast<std::uint64_t>(v); }
constexpr std::uint64_t mutex_addr(int m) { return 0x2000 + 8 * static_cast<std::uint64_t>(m); }

}  // namespace

struct ToyExecutor::State final : ExecutionView {
  std::vector<std::vector<Op>> code;
  struct Thread {
    int body = 0;
    std::size_t pc = 0;
    std::vector<int> regs;
    // An await loop whose last iteration read `await_value` and found it unchanged: like
    // the runtime, the next iteration is disabled until the variable holds another value.
    bool await_blocked = false;
    int await_value = 0;
  };
  std::vector<Thread> rt;
  std::vector<ThreadStatus> status;
  std::vector<int> mem;
  std::vector<ThreadId> holder;
  std::vector<ThreadId> thread_of_body;
  ExecutionResult* result = nullptr;
  bool ended = false;
  bool run_on_after_bug = false;  // this run's Scheduler::runs_on_after_bug, when honoured

  std::span<const Event> events() const override { return result->events; }
  std::span<const ThreadStatus> threads() const override { return status; }

  void emit(ThreadId t, Event e) {
    e.thread = t;
    e.index = status[t].executed++;
    result->events.push_back(e);
  }

  // Runs thread t's local code up to its next visible operation (or its end).
  void advance(ThreadId t) {
    Thread& th = rt[t];
    const auto& c = code[static_cast<std::size_t>(th.body)];
    while (th.pc < c.size()) {
      const Op& o = c[th.pc];
      if (o.kind == Op::JumpUnless) {
        th.pc = th.regs[static_cast<std::size_t>(o.reg)] == o.value ? th.pc + 1 : o.jump;
      } else if (o.kind == Op::Assert || o.kind == Op::Assume) {
        if (th.regs[static_cast<std::size_t>(o.reg)] != o.value) {
          ++th.pc;
          continue;
        }
        if (o.kind == Op::Assert) {
          Bug b;
          b.kind = BugKind::Assertion;
          b.thread = t;
          b.message = "assertion failed";
          const ExecutionResult::Prefix prefix{result->events.size(), result->schedule.size(), result->output.size()};
          if (result->bug) {
            result->later_bugs.emplace_back(std::move(b), prefix);  // only when running on
          } else {
            result->outcome = ExecutionOutcome::Bug;
            result->bug = b;
            result->bug_prefix = prefix;
          }
          if (!run_on_after_bug) {
            ended = true;  // like the runtime: no event, the run ends here
            return;
          }
          // Like the runtime with Scheduler::runs_on_after_bug: the thread stops for good
          // (as after a failed assume), the others run on.
          status[t].blocked = {BlockReason::Assume, 0};
          status[t].enabled = false;
        } else {
          // Like the runtime (Nidhugg's convention): a failed assume blocks its thread for
          // good, the others run on; `next` is left stale.
          status[t].blocked = {BlockReason::Assume, 0};
          status[t].enabled = false;
        }
        return;
      } else {
        break;
      }
    }
    refresh(t);
    if (th.pc >= c.size()) {
      status[t].finished = true;
      status[t].enabled = false;
    }
  }

  bool spin_enabled(const Thread& th, const Op& o) const {
    // Like the runtime (runtime/await.cpp, MutexHeld): a failed attempt observed the mutex
    // held, and the loop waits until it is free.
    if (o.kind == Op::SpinTryLock) return !th.await_blocked || holder[static_cast<std::size_t>(o.var)] == kNoThread;
    return !th.await_blocked || mem[static_cast<std::size_t>(o.var)] != th.await_value;
  }

  void refresh(ThreadId t) {
    Thread& th = rt[t];
    const auto& c = code[static_cast<std::size_t>(th.body)];
    ThreadStatus& s = status[t];
    if (th.pc >= c.size()) return;
    const Op& o = c[th.pc];
    PendingOp p;
    p.size = 4;
    switch (o.kind) {
      case Op::Load: case Op::Await: p.kind = OpKind::Load; p.addr = var_addr(o.var); break;
      case Op::Store: p.kind = OpKind::Store; p.addr = var_addr(o.var); break;
      case Op::FetchAdd: p.kind = OpKind::Rmw; p.addr = var_addr(o.var); break;
      case Op::Cas:
        // Like the runtime: announced as an RMW, with the value it compares with.
        p.kind = OpKind::Rmw;
        p.addr = var_addr(o.var);
        p.flags = kFlagCas;
        p.expected = static_cast<std::uint64_t>(o.value);
        break;
      case Op::SpinCas:
        // Like the runtime: a blocked attempt is announced as the failed CAS it would be.
        p.kind = spin_enabled(th, o) ? OpKind::Rmw : OpKind::CasFailure;
        p.addr = var_addr(o.var);
        p.flags = kFlagCas;
        p.expected = static_cast<std::uint64_t>(o.value);
        break;
      case Op::Lock: case Op::TryLock: case Op::SpinTryLock:
        // Like the runtime: a trylock (also a blocked retry) is announced as a trylock.
        p.kind = OpKind::MutexLock;
        p.addr = mutex_addr(o.var);
        p.size = 0;
        if (o.kind != Op::Lock) p.flags = kFlagTry;
        break;
      case Op::Unlock: p.kind = OpKind::MutexUnlock; p.addr = mutex_addr(o.var); p.size = 0; break;
      case Op::Create: p.kind = OpKind::ThreadCreate; p.peer = static_cast<ThreadId>(rt.size()); p.size = 0; break;
      case Op::Join: p.kind = OpKind::ThreadJoin; p.peer = thread_of_body[static_cast<std::size_t>(o.target)]; p.size = 0; break;
      default: break;
    }
    s.next = p;
    // Like the runtime: why the thread is blocked (model/blocking.h).
    s.blocked = {};
    if (o.kind == Op::Lock && holder[static_cast<std::size_t>(o.var)] != kNoThread)
      s.blocked = {BlockReason::Mutex, p.addr};
    else if (o.kind == Op::Join && !(p.peer != kNoThread && status[p.peer].finished))
      s.blocked = {BlockReason::Join, p.peer};
    else if ((o.kind == Op::Await || o.kind == Op::SpinCas || o.kind == Op::SpinTryLock) && !spin_enabled(th, o))
      // An await load or CAS attempt reads only its variable; a trylock observes a mutex.
      s.blocked = {BlockReason::Await, p.addr, o.kind != Op::SpinTryLock};
    s.enabled = s.blocked.reason == BlockReason::None;
  }

  void refresh_all() {
    for (ThreadId t = 0; t < status.size(); ++t)
      if (!status[t].finished && !status[t].assume_blocked()) refresh(t);
  }

  ThreadId spawn(int body) {
    const auto id = static_cast<ThreadId>(rt.size());
    Thread th;
    th.body = body;
    th.regs.assign(4, 0);
    rt.push_back(std::move(th));
    ThreadStatus s;
    s.id = id;
    status.push_back(s);
    thread_of_body[static_cast<std::size_t>(body)] = id;
    return id;
  }

  void step(ThreadId t) {
    Thread& th = rt[t];
    const Op o = code[static_cast<std::size_t>(th.body)][th.pc++];
    auto& reg = th.regs[static_cast<std::size_t>(o.reg)];
    Event e;
    e.size = 4;
    switch (o.kind) {
      case Op::Load: {
        e.kind = OpKind::Load;
        e.addr = var_addr(o.var);
        reg = mem[static_cast<std::size_t>(o.var)];
        e.value_read = static_cast<std::uint64_t>(reg);
        break;
      }
      case Op::Await: {
        // One iteration: a load; the loop goes on (same pc, blocked until the value
        // changes) while it reads the awaited value.
        e.kind = OpKind::Load;
        e.addr = var_addr(o.var);
        const int v = mem[static_cast<std::size_t>(o.var)];
        e.value_read = static_cast<std::uint64_t>(v);
        th.await_blocked = v == o.value;
        th.await_value = v;
        if (th.await_blocked) --th.pc;
        break;
      }
      case Op::SpinCas: {
        // One attempt; a failed one changed nothing: the loop goes on (same pc), blocked
        // until the variable changes.
        e.addr = var_addr(o.var);
        int& m = mem[static_cast<std::size_t>(o.var)];
        e.value_read = static_cast<std::uint64_t>(m);
        th.await_blocked = m != o.value;
        th.await_value = m;
        if (th.await_blocked) {
          e.kind = OpKind::CasFailure;
          e.value_written = static_cast<std::uint64_t>(o.value);  // expected (Event::value_written)
          --th.pc;
        } else {
          m = o.value2;
          e.kind = OpKind::CasSuccess;
          e.value_written = static_cast<std::uint64_t>(m);
        }
        break;
      }
      case Op::Store: {
        e.kind = OpKind::Store;
        e.addr = var_addr(o.var);
        e.value_read = static_cast<std::uint64_t>(mem[static_cast<std::size_t>(o.var)]);  // overwritten
        mem[static_cast<std::size_t>(o.var)] = o.value;
        e.value_written = static_cast<std::uint64_t>(o.value);
        break;
      }
      case Op::FetchAdd: {
        e.kind = OpKind::Rmw;
        e.addr = var_addr(o.var);
        int& m = mem[static_cast<std::size_t>(o.var)];
        reg = m;
        e.value_read = static_cast<std::uint64_t>(m);
        m += o.value;
        e.value_written = static_cast<std::uint64_t>(m);
        break;
      }
      case Op::Cas: {
        e.addr = var_addr(o.var);
        int& m = mem[static_cast<std::size_t>(o.var)];
        e.value_read = static_cast<std::uint64_t>(m);
        if (m == o.value) {
          m = o.value2;
          reg = 1;
          e.kind = OpKind::CasSuccess;
          e.value_written = static_cast<std::uint64_t>(m);
        } else {
          reg = 0;
          e.kind = OpKind::CasFailure;
          e.value_written = static_cast<std::uint64_t>(o.value);  // expected (Event::value_written)
        }
        break;
      }
      case Op::Lock: case Op::TryLock: case Op::SpinTryLock: {
        e.size = 0;
        e.addr = mutex_addr(o.var);
        ThreadId& h = holder[static_cast<std::size_t>(o.var)];
        if (o.kind == Op::SpinTryLock) {
          // One attempt; a failed one changed nothing: the loop goes on (same pc), blocked
          // while the mutex stays held.
          th.await_blocked = h != kNoThread;
          e.flags = kFlagTry;
          if (th.await_blocked) {
            e.kind = OpKind::MutexTryFail;
            --th.pc;
          } else {
            h = t;
            e.kind = OpKind::MutexLock;
          }
          break;
        }
        if (h == kNoThread) {
          h = t;
          e.kind = OpKind::MutexLock;
          if (o.kind == Op::TryLock) {
            reg = 1;
            e.flags = kFlagTry;
          }
        } else {
          e.kind = OpKind::MutexTryFail;
          e.flags = kFlagTry;
          reg = 0;
        }
        break;
      }
      case Op::Unlock: {
        e.size = 0;
        e.kind = OpKind::MutexUnlock;
        e.addr = mutex_addr(o.var);
        holder[static_cast<std::size_t>(o.var)] = kNoThread;
        break;
      }
      case Op::Create: {
        e.size = 0;
        e.kind = OpKind::ThreadCreate;
        const ThreadId child = spawn(o.target);
        e.peer = child;
        emit(t, e);
        advance(child);
        if (!ended) advance(t);
        return;
      }
      case Op::Join: {
        e.size = 0;
        e.kind = OpKind::ThreadJoin;
        e.peer = thread_of_body[static_cast<std::size_t>(o.target)];
        break;
      }
      default: break;
    }
    emit(t, e);
    advance(t);
  }
};

ToyExecutor::ToyExecutor(Program p, AfterBug after_bug)
    : program_(std::move(p)), state_(std::make_unique<State>()), after_bug_(after_bug) {}
ToyExecutor::~ToyExecutor() = default;

const ExecutionResult& ToyExecutor::run(Scheduler& scheduler) {
  State& s = *state_;
  result_ = ExecutionResult{};
  s.result = &result_;
  s.code.assign(program_.threads.size(), {});
  for (std::size_t t = 0; t < program_.threads.size(); ++t) flatten(program_.threads[t], s.code[t]);
  s.rt.clear();
  s.status.clear();
  s.mem.assign(static_cast<std::size_t>(program_.vars), 0);
  s.holder.assign(static_cast<std::size_t>(std::max(program_.mutexes, 1)), kNoThread);
  s.thread_of_body.assign(program_.threads.size(), kNoThread);
  s.ended = false;
  s.run_on_after_bug = after_bug_ == AfterBug::RunOnWhenAsked && scheduler.runs_on_after_bug();
  s.spawn(0);
  s.advance(0);
  while (!s.ended) {
    s.refresh_all();
    bool any_enabled = false, all_done = true;
    for (const ThreadStatus& st : s.status) {
      any_enabled |= st.enabled;
      all_done &= st.finished;
    }
    if (all_done) break;
    // Run on after a bug until no thread can go on: the run keeps its first bug.
    if (!any_enabled && result_.bug) break;
    bool any_assume_blocked = false;
    for (const ThreadStatus& st : s.status) any_assume_blocked |= !st.finished && st.assume_blocked();
    if (!any_enabled && any_assume_blocked) {
      result_.outcome = ExecutionOutcome::Blocked;
      break;
    }
    if (!any_enabled) {
      result_.outcome = ExecutionOutcome::Bug;
      Bug b;
      b.kind = BugKind::Deadlock;
      for (const ThreadStatus& st : s.status) {
        if (st.finished) continue;
        std::string waits = "thread " + std::to_string(st.next.peer) + " to finish";
        if (st.blocked.reason == BlockReason::Mutex) {
          const auto m = static_cast<std::size_t>((st.next.addr - 0x2000) / 8);
          waits = "a mutex held by thread " + std::to_string(s.holder[m]);  // like the runtime
        }
        b.blocked.push_back({st.id, waits, 0, st.blocked});
      }
      result_.bug = b;
      break;
    }
    const ThreadId t = scheduler.choose(s);
    if (t == Scheduler::kStop) {
      result_.outcome = ExecutionOutcome::Abandoned;
      break;
    }
    if (t >= s.status.size() || !s.status[t].enabled) throw std::logic_error("scheduler chose a disabled thread");
    result_.schedule.push_back(t);
    s.step(t);
  }
  s.refresh_all();
  result_.final_threads.assign(s.status.begin(), s.status.end());
  return result_;
}

// ---------------------------------------------------------------------------------------
// Brute force and comparison

std::string bug_signature(const ExecutionResult& r) {
  if (!r.bug) return {};
  if (r.bug->kind == BugKind::Deadlock) {
    // The deadlocked state: which threads are stuck after how many events.
    std::vector<std::uint32_t> count;
    for (const Event& e : r.events) {
      if (count.size() <= e.thread) count.resize(e.thread + 1, 0);
      ++count[e.thread];
    }
    std::string s = "deadlock";
    for (const BlockedThread& b : r.bug->blocked)
      s += " t" + std::to_string(b.thread) + "@" + std::to_string(b.thread < count.size() ? count[b.thread] : 0);
    return s;
  }
  std::uint32_t n = 0;
  for (const Event& e : r.events) n += e.thread == r.bug->thread;
  return std::string(to_string(r.bug->kind)) + "@t" + std::to_string(r.bug->thread) + ":" +
         std::to_string(n);
}

namespace {

void record(Enumeration& en, const ExecutionResult& r, std::uint64_t* duplicates) {
  // An abandoned run has no class, but a bug it met is real (like the check observer).
  if (r.outcome == ExecutionOutcome::Abandoned) {
    if (r.bug) en.bugs.insert(bug_signature(r));
    return;
  }
  ++en.executions;
  const ClassKey k = mazurkiewicz_key(r.events);
  if (!en.classes.insert({k.lo, k.hi}).second && duplicates) ++*duplicates;
  if (r.outcome == ExecutionOutcome::Blocked) en.maximal_only = false;
  if (r.bug) {
    en.bugs.insert(bug_signature(r));
    if (r.bug->kind != BugKind::Deadlock) en.maximal_only = false;
  }
}

class DfsScheduler final : public Scheduler {
 public:
  struct Point {
    std::vector<ThreadId> enabled;
    std::size_t idx = 0;
  };
  DfsScheduler(std::vector<Point>& stack, bool run_on_after_bug) : stack_(stack), run_on_after_bug_(run_on_after_bug) {}
  bool runs_on_after_bug() const override { return run_on_after_bug_; }
  ThreadId choose(const ExecutionView& view) override {
    if (k_ < stack_.size()) {
      const Point& p = stack_[k_++];
      return p.enabled[p.idx];
    }
    Point p;
    for (const ThreadStatus& s : view.threads())
      if (s.enabled) p.enabled.push_back(s.id);
    if (p.enabled.empty()) return kStop;
    stack_.push_back(std::move(p));
    ++k_;
    return stack_.back().enabled[0];
  }

 private:
  std::vector<Point>& stack_;
  std::size_t k_ = 0;
  bool run_on_after_bug_;
};

}  // namespace

Enumeration brute_force(Executor& executor, std::uint64_t limit, bool run_on_after_bug) {
  Enumeration en;
  std::vector<DfsScheduler::Point> stack;
  for (;;) {
    DfsScheduler s(stack, run_on_after_bug);
    record(en, executor.run(s), nullptr);
    if (en.executions > limit) throw std::runtime_error("brute force limit");
    while (!stack.empty() && ++stack.back().idx == stack.back().enabled.size()) stack.pop_back();
    if (stack.empty()) break;
  }
  return en;
}

namespace {
struct RecordingObserver final : ExplorationObserver {
  explicit RecordingObserver(AlgoRun& run) : out(run) {}
  bool on_execution(const ExecutionResult& r) override {
    record(out.seen, r, &out.duplicate_classes);
    return out.seen.executions < 5'000'000;
  }
  AlgoRun& out;
};
}  // namespace

AlgoRun run_algorithm(Algorithm& algorithm, Executor& executor) {
  AlgoRun out;
  RecordingObserver obs(out);
  out.stats = algorithm.explore(executor, obs);
  return out;
}

AlgoRun run_algorithm_parallel(Algorithm& algorithm, const Program& p, unsigned jobs, ToyExecutor::AfterBug after_bug) {
  struct Toys final : ExecutorFactory {
    Toys(const Program& program, ToyExecutor::AfterBug after_bug) : program(program), after_bug(after_bug) {}
    std::unique_ptr<Executor> make() override { return std::make_unique<ToyExecutor>(program, after_bug); }
    const Program& program;
    ToyExecutor::AfterBug after_bug;
  } toys(p, after_bug);
  struct Locked final : ExplorationObserver {  // the workers call it concurrently
    explicit Locked(ExplorationObserver& inner) : inner(inner) {}
    bool on_execution(const ExecutionResult& r) override {
      std::lock_guard lock(mutex);
      return inner.on_execution(r);
    }
    ExplorationObserver& inner;
    std::mutex mutex;
  };
  AlgoRun out;
  RecordingObserver obs(out);
  Locked locked(obs);
  out.stats = algorithm.explore_parallel(toys, jobs, locked);
  return out;
}

}  // namespace braid::testing
