#include "model/nondet.h"

#include <algorithm>
#include <array>
#include <climits>

namespace braid {

namespace {

struct TypeInfo {
  NondetType type;
  std::string_view name;
};
constexpr std::array kTypes{
    TypeInfo{NondetType::Bool, "bool"},     TypeInfo{NondetType::Char, "char"},
    TypeInfo{NondetType::UChar, "uchar"},   TypeInfo{NondetType::Short, "short"},
    TypeInfo{NondetType::UShort, "ushort"}, TypeInfo{NondetType::Int, "int"},
    TypeInfo{NondetType::UInt, "uint"},     TypeInfo{NondetType::Long, "long"},
    TypeInfo{NondetType::ULong, "ulong"},   TypeInfo{NondetType::Pointer, "pointer"},
    TypeInfo{NondetType::Float, "float"},     TypeInfo{NondetType::Double, "double"},
};

// Every value from lo to hi, 0 first.
NondetDomain every_value(std::int64_t lo, std::int64_t hi) {
  NondetDomain d{{0}, true, false};
  for (std::int64_t v = lo; v <= hi; ++v)
    if (v != 0) d.values.push_back(v);
  return d;
}

// A small range around 0 (where loop bounds and flags live) and the type's extremes (where
// overflows are): 8 values for a signed type, 5 for an unsigned one.
NondetDomain bounded_signed(std::int64_t min, std::int64_t max) {
  return NondetDomain{{0, 1, -1, 2, -2, 3, min, max}, false, false};
}
NondetDomain bounded_unsigned(std::int64_t max) { return NondetDomain{{0, 1, 2, 3, max}, false, false}; }

}  // namespace

std::string_view to_string(NondetType type) {
  for (const TypeInfo& t : kTypes)
    if (t.type == type) return t.name;
  return "int";
}

std::optional<NondetType> nondet_type_from_string(std::string_view name) {
  for (const TypeInfo& t : kTypes)
    if (t.name == name) return t.type;
  return std::nullopt;
}

std::string thread_path_text(const ThreadPath& path) {
  std::string s = "main";
  for (std::uint32_t n : path) s.append(".").append(std::to_string(n));
  return s;
}

std::string slot_text(const NondetSlot& slot) {
  return thread_path_text(slot.thread) + " call " + std::to_string(slot.index + 1);
}

const NondetDomain& nondet_domain(NondetType type) {
  static const NondetDomain kBool = every_value(0, 1);
  static const NondetDomain kChar = every_value(SCHAR_MIN, SCHAR_MAX);
  static const NondetDomain kUChar = every_value(0, UCHAR_MAX);
  static const NondetDomain kShort = bounded_signed(SHRT_MIN, SHRT_MAX);
  static const NondetDomain kUShort = bounded_unsigned(USHRT_MAX);
  static const NondetDomain kInt = bounded_signed(INT_MIN, INT_MAX);
  static const NondetDomain kUInt = bounded_unsigned(UINT_MAX);
  static const NondetDomain kLong = bounded_signed(LLONG_MIN, LLONG_MAX);
  static const NondetDomain kULong = bounded_unsigned(-1);  // the bit pattern of ULLONG_MAX
  static const NondetDomain kPointer{{0}, false, false};
  static const NondetDomain kFloat{{0, 1, -1}, false, false};
  switch (type) {
    case NondetType::Bool: return kBool;
    case NondetType::Char: return kChar;
    case NondetType::UChar: return kUChar;
    case NondetType::Short: return kShort;
    case NondetType::UShort: return kUShort;
    case NondetType::Int: return kInt;
    case NondetType::UInt: return kUInt;
    case NondetType::Long: return kLong;
    case NondetType::ULong: return kULong;
    case NondetType::Pointer: return kPointer;
    case NondetType::Float:
    case NondetType::Double: return kFloat;
  }
  return kInt;
}

std::string value_text(NondetType type, std::int64_t value) {
  switch (type) {
    case NondetType::Short:
      if (value == SHRT_MIN) return "SHRT_MIN";
      if (value == SHRT_MAX) return "SHRT_MAX";
      break;
    case NondetType::UShort:
      if (value == USHRT_MAX) return "USHRT_MAX";
      break;
    case NondetType::Int:
      if (value == INT_MIN) return "INT_MIN";
      if (value == INT_MAX) return "INT_MAX";
      break;
    case NondetType::UInt:
      if (value == UINT_MAX) return "UINT_MAX";
      break;
    case NondetType::Long:
      if (value == LLONG_MIN) return "LONG_MIN";
      if (value == LLONG_MAX) return "LONG_MAX";
      break;
    case NondetType::ULong:
      if (value == -1) return "ULONG_MAX";
      return std::to_string(static_cast<std::uint64_t>(value));
    case NondetType::Pointer:
      if (value == 0) return "NULL";
      break;
    default: break;
  }
  return std::to_string(value);
}

std::string domain_text(NondetType type) {
  const NondetDomain& d = nondet_domain(type);
  if (d.exhaustive) {
    std::int64_t lo = 0, hi = 0;
    for (std::int64_t v : d.values) lo = std::min(lo, v), hi = std::max(hi, v);
    std::string s = "{";
    s.append(std::to_string(lo)).append(hi - lo == 1 ? ", " : "..").append(std::to_string(hi)).append("}");
    return s;
  }
  if (type == NondetType::Pointer) return "{NULL}";
  if (type == NondetType::Float || type == NondetType::Double) return "{-1, 0, 1}";
  const bool is_signed = d.values.size() == 8;
  std::string s = is_signed ? "{-2..3" : "{0..3";
  for (std::size_t i = is_signed ? 6 : 4; i < d.values.size(); ++i) s += ", " + value_text(type, d.values[i]);
  return s + "}";
}

namespace {
unsigned bit_width(NondetType type) {
  switch (type) {
    case NondetType::Bool: return 1;
    case NondetType::Char:
    case NondetType::UChar: return 8;
    case NondetType::Short:
    case NondetType::UShort: return 16;
    case NondetType::Int:
    case NondetType::UInt: return 32;
    default: return 64;
  }
}
bool is_signed(NondetType type) {
  return type == NondetType::Char || type == NondetType::Short || type == NondetType::Int || type == NondetType::Long;
}
}  // namespace

std::optional<NondetDomain> domain_from_patterns(NondetType type, std::span<const std::uint64_t> patterns,
                                                 bool exhaustive) {
  if (type == NondetType::Pointer || type == NondetType::Float || type == NondetType::Double) return std::nullopt;
  const unsigned width = bit_width(type);
  NondetDomain d{{0}, exhaustive, true};
  for (std::uint64_t p : patterns) {
    if (width < 64) {
      if (p >> width) return std::nullopt;
      if (is_signed(type) && (p >> (width - 1)) != 0) p |= ~((std::uint64_t{1} << width) - 1);  // sign-extend
    }
    const auto value = static_cast<std::int64_t>(p);
    if (std::find(d.values.begin(), d.values.end(), value) == d.values.end()) d.values.push_back(value);
  }
  return d;
}

std::string domain_text(NondetType type, const NondetDomain& domain) {
  if (domain == nondet_domain(type)) return domain_text(type);
  std::vector<std::int64_t> sorted = domain.values;
  if (type == NondetType::ULong)  // stored as bit patterns: order them as unsigned
    std::sort(sorted.begin(), sorted.end(), [](std::int64_t a, std::int64_t b) {
      return static_cast<std::uint64_t>(a) < static_cast<std::uint64_t>(b);
    });
  else
    std::sort(sorted.begin(), sorted.end());
  std::string s = "{";
  for (std::size_t i = 0; i < sorted.size();) {
    std::size_t j = i;
    while (j + 1 < sorted.size() && sorted[j + 1] == sorted[j] + 1) ++j;
    if (i > 0) s += ", ";
    s += value_text(type, sorted[i]);
    if (j > i) s += (j == i + 1 ? ", " : "..") + value_text(type, sorted[j]);
    i = j + 1;
  }
  return s + "}";
}

NondetDomain merged_domain(const NondetDomain& a, const NondetDomain& b) {
  if (a == b) return a;
  NondetDomain m = a;
  for (std::int64_t v : b.values)
    if (std::find(m.values.begin(), m.values.end(), v) == m.values.end()) m.values.push_back(v);
  m.exhaustive = a.exhaustive && b.exhaustive;
  m.learnt = a.learnt || b.learnt;
  return m;
}

NondetAssignment assignment_of(std::span<const NondetDraw> draws) {
  NondetAssignment a;
  for (const NondetDraw& d : draws)
    if (d.value != 0) a[d.slot] = d.value;
  return a;
}

}  // namespace braid
