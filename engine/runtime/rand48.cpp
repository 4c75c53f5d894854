// The drand48 family (drand48, lrand48, mrand48, erand48, nrand48, jrand48, srand48, seed48,
// lcong48) with the generator in the program's own global (libc_state.h, Rand48State). glibc
// keeps it in a static: the second execution of an instance went on where the first one's
// numbers stopped (a different value on the same schedule: a divergence, or a branch taken
// another way), and the workers of one process shared it. The numbers are glibc's
// (X(n+1) = (a X(n) + c) mod 2^48, a = 0x5DEECE66D and c = 0xB unless lcong48 says otherwise,
// X = 0 before any seed), so a program sees the values it sees natively. A call that draws
// from or seeds the shared generator is a visible write of it at the call site, as strtok's:
// glibc documents these functions as not thread-safe (a race on "drand48's state"). erand48,
// nrand48 and jrand48 step the caller's own 48 bits with the shared a and c (read only).
#include <cstdint>
#include <cstdlib>

#include "runtime/intercept.h"
#include "runtime/libc_state.h"
#include "runtime/runtime.h"

namespace braid::runtime {
namespace {

constexpr std::uint64_t kMask48 = (std::uint64_t{1} << 48) - 1;
constexpr std::uint64_t kDefaultMultiplier = 0x5DEECE66DULL;
constexpr std::uint16_t kDefaultAddend = 0xB;

// The running instance's generator; `writes` announces the call's write of it (a read of
// a and c only, for the functions with the caller's own state, is not shown).
Rand48State& generator(bool writes) {
  Runtime* r = Runtime::current();
  LibcHiddenState* state = r ? r->libc_state() : nullptr;
  if (!state) {
    thread_local Rand48State fallback{};
    return fallback;
  }
  if (writes && r->executing()) r->on_store(&state->rand48, sizeof state->rand48, 0, 0, r->callsite());
  Rand48State& g = state->rand48;
  if (!g.initialised) {
    g.multiplier = kDefaultMultiplier;
    g.addend = kDefaultAddend;
    g.initialised = 1;
  }
  return g;
}

std::uint64_t from_words(const unsigned short words[3]) {
  return std::uint64_t{words[0]} | std::uint64_t{words[1]} << 16 | std::uint64_t{words[2]} << 32;
}
void to_words(std::uint64_t x, unsigned short words[3]) {
  words[0] = static_cast<unsigned short>(x);
  words[1] = static_cast<unsigned short>(x >> 16);
  words[2] = static_cast<unsigned short>(x >> 32);
}

std::uint64_t step(const Rand48State& g, std::uint64_t x) { return (g.multiplier * x + g.addend) & kMask48; }
// The three shapes of a result: [0, 1) with the 48 bits, [0, 2^31), [-2^31, 2^31).
double as_double(std::uint64_t x) { return static_cast<double>(x) / static_cast<double>(std::uint64_t{1} << 48); }
long as_nonnegative(std::uint64_t x) { return static_cast<long>(x >> 17); }
long as_signed(std::uint64_t x) { return static_cast<long>(static_cast<std::int32_t>(static_cast<std::uint32_t>(x >> 16))); }

// The shared generator's next value.
std::uint64_t next_shared() {
  Rand48State& g = generator(true);
  g.x = step(g, g.x);
  return g.x;
}
// The next value of the caller's own 48 bits (stored back into them).
std::uint64_t next_own(unsigned short xsubi[3]) {
  const std::uint64_t x = step(generator(false), from_words(xsubi));
  to_words(x, xsubi);
  return x;
}

double r_drand48() { return as_double(next_shared()); }
long r_lrand48() { return as_nonnegative(next_shared()); }
long r_mrand48() { return as_signed(next_shared()); }
double r_erand48(unsigned short xsubi[3]) { return as_double(next_own(xsubi)); }
long r_nrand48(unsigned short xsubi[3]) { return as_nonnegative(next_own(xsubi)); }
long r_jrand48(unsigned short xsubi[3]) { return as_signed(next_own(xsubi)); }

void r_srand48(long seed) {
  Rand48State& g = generator(true);
  g.x = ((static_cast<std::uint64_t>(seed) & 0xFFFFFFFFULL) << 16 | 0x330E) & kMask48;
  g.multiplier = kDefaultMultiplier;
  g.addend = kDefaultAddend;
}
// srand48 of a seed that is not a constant (instrument/input_seeds.cpp): the clock, the pid,
// ... which differ between real runs, so other numbers were not explored.
void r_srand48_from_input(long seed) {
  if (Runtime* r = Runtime::current()) r->note_nondet(kFixedRandSeed);
  r_srand48(seed);
}
unsigned short* r_seed48(unsigned short seed16v[3]) {
  Rand48State& g = generator(true);
  unsigned short previous[3];
  to_words(g.x, previous);
  for (int i = 0; i < 3; ++i) g.previous_seed[i] = previous[i];
  g.x = from_words(seed16v);
  g.multiplier = kDefaultMultiplier;
  g.addend = kDefaultAddend;
  return reinterpret_cast<unsigned short*>(g.previous_seed);
}
void r_lcong48(unsigned short param[7]) {
  Rand48State& g = generator(true);
  g.x = from_words(param);
  g.multiplier = from_words(param + 3);
  g.addend = param[6];
}

const InterceptedSymbol kRand48Symbols[] = {
    {"drand48", fn(r_drand48)}, {"lrand48", fn(r_lrand48)}, {"mrand48", fn(r_mrand48)},
    {"erand48", fn(r_erand48)}, {"nrand48", fn(r_nrand48)}, {"jrand48", fn(r_jrand48)},
    {"srand48", fn(r_srand48)}, {"seed48", fn(r_seed48)},   {"lcong48", fn(r_lcong48)},
    {"__braid_srand48_from_input", fn(r_srand48_from_input)},
};

}  // namespace

std::span<const InterceptedSymbol> rand48_symbols() { return kRand48Symbols; }

}  // namespace braid::runtime
