// getopt, getopt_long and getopt_long_only with glibc's documented behaviour, their state in
// the program's own global (libc_state.h, GetoptState) instead of libc's statics. libc's
// `optind` and scan position outlived the execution: the second execution of an instance
// found optind past the options and parsed nothing, a divergence on the same schedule or,
// worse, a false assertion (audit20_getopt_thread_count_from_argv.c). As program memory the
// state is restored before every execution with the program's globals, is each instance's
// own (several workers run instances in one process), and a call is a visible write of it
// at the call site: two threads scanning without synchronisation race on "getopt's state".
//
// What is modelled (glibc's manual and getopt(3)):
// - permutation: non-options are skipped and, once the options after them are scanned,
//   moved after those options, so that at the end argv[optind..] are the operands; no
//   permutation when optstring starts with '+', POSIXLY_CORRECT is set, or the program
//   calls POSIX's getopt (__posix_getopt, what <unistd.h> gives a strict POSIX build);
//   a leading '-' returns each non-option as the argument of option 1;
// - "--" ends the options; "-" alone is a non-option;
// - "x:" takes an argument (the rest of the element or the next element), "x::" an
//   optional one (only the rest of the element);
// - errors: '?' for an unknown option or a missing argument (':' instead for a missing
//   argument when optstring starts with ':'), optopt set, a message on stderr when opterr is
//   non-zero and optstring does not start with ':';
// - long options: "--name", "--name=value", "--name value" for a required argument, exact
//   matches before abbreviations, an abbreviation accepted when unique (or when every match
//   is the same option), `flag` pointers (the call returns 0 and stores `val`), `longindex`;
//   getopt_long_only also takes "-name", falling back to the short option when no long
//   option matches and the character is one of optstring's;
// - "W;" in optstring: "-W name" is "--name";
// - rescans: optind = 0 restarts from scratch (the optstring prefix read again), optind = 1
//   rescans from the first element.
#include <getopt.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "runtime/intercept.h"
#include "runtime/libc_state.h"
#include "runtime/runtime.h"

namespace braid::runtime {
namespace {

enum GetoptOrdering : int { kPermute = 0, kRequireOrder = 1, kReturnInOrder = 2 };

// The running instance's getopt state, its write announced at the call site (one write of
// the whole state: a call may change any of it); a per-thread copy for a runtime without
// the program global (as nonreentrant.cpp does).
GetoptState& getopt_state() {
  Runtime* r = Runtime::current();
  LibcHiddenState* state = r ? r->libc_state() : nullptr;
  if (!state) {
    thread_local GetoptState fallback{nullptr, kInitialOptind, kInitialOpterr, kInitialOptopt, 0, 0, 0, 0, nullptr, 0};
    return fallback;
  }
  if (r->executing()) r->on_store(&state->getopt, sizeof state->getopt, 0, 0, r->callsite());
  return state->getopt;
}

// An error message of getopt, on the program's stderr (captured per execution).
void report(const std::string& text) {
  Runtime* r = Runtime::current();
  if (r && r->executing()) {
    r->append_output(text.data(), text.size());
    return;
  }
  std::fputs(text.c_str(), stderr);
}

std::string program_name(char* const* argv) { return argv[0] ? argv[0] : ""; }

// A non-option: anything but "-x..." ("-" alone is an operand, as "--" is handled apart).
bool is_operand(const char* arg) { return arg[0] != '-' || arg[1] == '\0'; }

// Moves the skipped operands [first_nonopt, last_nonopt) after the options scanned since,
// [last_nonopt, optind): argv is the program's (braid's copy, fresh every execution), and
// glibc permutes it in place too.
void move_operands_after_options(char* const* argv, GetoptState& s) {
  char** args = const_cast<char**>(argv);
  std::rotate(args + s.first_nonopt, args + s.last_nonopt, args + s.optind);
  s.first_nonopt += s.optind - s.last_nonopt;
  s.last_nonopt = s.optind;
}

struct Scan {
  int argc;
  char* const* argv;
  const char* optstring;  // without its '+' / '-' / ':' prefix
  const option* longopts;
  int* longindex;
  bool long_only;
  bool print_errors;
  bool colon_first;  // a missing argument returns ':'
};

// Writes a program variable the call returns through (`flag`, `longindex`): a store event.
void store_int(int* target, int value) {
  if (Runtime* r = Runtime::current(); r && r->executing())
    r->on_store(target, sizeof *target, static_cast<std::uint32_t>(value), 0, r->callsite());
  *target = value;
}

constexpr int kNoLongMatch = -2;  // getopt_long_only: try the element as short options

// The long option at s.next_char (after "--", or after "-" for getopt_long_only).
int scan_long(const Scan& scan, GetoptState& s, const char* dashes) {
  char* name = s.next_char;
  char* name_end = name;
  while (*name_end != '\0' && *name_end != '=') ++name_end;
  const std::size_t length = static_cast<std::size_t>(name_end - name);
  const option* found = nullptr;
  int found_index = -1;
  for (int i = 0; scan.longopts[i].name; ++i) {  // an exact match wins over abbreviations
    if (std::strlen(scan.longopts[i].name) == length && std::strncmp(scan.longopts[i].name, name, length) == 0) {
      found = &scan.longopts[i];
      found_index = i;
      break;
    }
  }
  if (!found) {
    bool ambiguous = false;
    for (int i = 0; scan.longopts[i].name; ++i) {
      const option& candidate = scan.longopts[i];
      if (std::strncmp(candidate.name, name, length) != 0) continue;
      if (!found) {
        found = &candidate;
        found_index = i;
      } else if (found->has_arg != candidate.has_arg || found->flag != candidate.flag ||
                 found->val != candidate.val) {
        ambiguous = true;  // two different options begin so
      }
    }
    if (ambiguous) {
      if (scan.print_errors) {
        std::string text = program_name(scan.argv) + ": option '" + dashes + name + "' is ambiguous; possibilities:";
        for (int i = 0; scan.longopts[i].name; ++i)
          if (std::strncmp(scan.longopts[i].name, name, length) == 0)
            text += std::string(" '") + dashes + scan.longopts[i].name + "'";
        report(text + "\n");
      }
      s.next_char = nullptr;
      ++s.optind;
      s.optopt = 0;
      return '?';
    }
  }
  if (!found) {
    // getopt_long_only: "-x..." that names no long option is short options if x is one.
    if (scan.long_only && dashes[1] == '\0' && std::strchr(scan.optstring, *name)) return kNoLongMatch;
    if (scan.print_errors) report(program_name(scan.argv) + ": unrecognized option '" + dashes + name + "'\n");
    s.next_char = nullptr;
    ++s.optind;
    s.optopt = 0;
    return '?';
  }
  s.next_char = nullptr;
  ++s.optind;
  if (*name_end == '=') {
    if (found->has_arg == no_argument) {
      if (scan.print_errors)
        report(program_name(scan.argv) + ": option '" + dashes + found->name + "' doesn't allow an argument\n");
      s.optopt = found->val;
      return '?';
    }
    s.optarg = name_end + 1;
  } else if (found->has_arg == required_argument) {
    if (s.optind >= scan.argc) {
      if (scan.print_errors)
        report(program_name(scan.argv) + ": option '" + dashes + found->name + "' requires an argument\n");
      s.optopt = found->val;
      return scan.colon_first ? ':' : '?';
    }
    s.optarg = scan.argv[s.optind++];
  }
  if (scan.longindex) store_int(scan.longindex, found_index);
  if (found->flag) {
    store_int(found->flag, found->val);
    return 0;
  }
  return found->val;
}

// The next short option character of argv[optind] (s.next_char points at it).
int scan_short(const Scan& scan, GetoptState& s) {
  const char c = *s.next_char++;
  const char* spec = c == '\0' ? nullptr : std::strchr(scan.optstring, c);
  if (*s.next_char == '\0') ++s.optind;  // the element is used up
  if (!spec || c == ':' || c == ';') {
    if (scan.print_errors) report(program_name(scan.argv) + ": invalid option -- '" + c + "'\n");
    s.optopt = static_cast<unsigned char>(c);
    return '?';
  }
  if (spec[0] == 'W' && spec[1] == ';' && scan.longopts) {  // "-W name": the long option name
    if (*s.next_char != '\0') {
      s.optarg = s.next_char;
      ++s.optind;
    } else if (s.optind >= scan.argc) {
      if (scan.print_errors) report(program_name(scan.argv) + ": option requires an argument -- 'W'\n");
      s.optopt = 'W';
      return scan.colon_first ? ':' : '?';
    } else {
      s.optarg = scan.argv[s.optind++];
    }
    s.next_char = s.optarg;
    s.optarg = nullptr;
    --s.optind;  // scan_long counts the element it reads (already counted above)
    const Scan as_long{scan.argc, scan.argv, scan.optstring, scan.longopts, scan.longindex, false,
                       scan.print_errors, scan.colon_first};
    return scan_long(as_long, s, "-W ");
  }
  if (spec[1] != ':') return static_cast<unsigned char>(c);
  if (spec[2] == ':') {  // optional argument: only attached ("-xVALUE")
    if (*s.next_char != '\0') {
      s.optarg = s.next_char;
      ++s.optind;
    }
  } else if (*s.next_char != '\0') {  // required argument, attached
    s.optarg = s.next_char;
    ++s.optind;
  } else if (s.optind >= scan.argc) {  // required argument, missing
    if (scan.print_errors) report(program_name(scan.argv) + ": option requires an argument -- '" + c + "'\n");
    s.optopt = static_cast<unsigned char>(c);
    s.next_char = nullptr;
    return scan.colon_first ? ':' : '?';
  } else {  // required argument, the next element
    s.optarg = scan.argv[s.optind++];
  }
  s.next_char = nullptr;
  return static_cast<unsigned char>(c);
}

int scan_once(GetoptState& s, int argc, char* const* argv, const char* optstring, const option* longopts,
              int* longindex, bool long_only, bool posix) {
  s.optarg = nullptr;
  if (argc < 1 || !optstring) return -1;
  if (s.optind == 0 || !s.initialised) {  // first call, or the program asked for a new scan
    if (s.optind == 0) s.optind = 1;
    s.first_nonopt = s.last_nonopt = s.optind;
    s.next_char = nullptr;
    if (optstring[0] == '-') s.ordering = kReturnInOrder;
    else if (optstring[0] == '+' || posix || std::getenv("POSIXLY_CORRECT")) s.ordering = kRequireOrder;
    else s.ordering = kPermute;
    s.initialised = 1;
  }
  if (optstring[0] == '-' || optstring[0] == '+') ++optstring;
  const bool colon_first = optstring[0] == ':';
  if (colon_first) ++optstring;
  const Scan scan{argc, argv, optstring, longopts, longindex, long_only, s.opterr != 0 && !colon_first, colon_first};

  if (!s.next_char || *s.next_char == '\0') {  // the next element
    // The program may have moved optind back (a rescan from 1): the bounds follow.
    s.last_nonopt = std::min(s.last_nonopt, s.optind);
    s.first_nonopt = std::min(s.first_nonopt, s.optind);
    if (s.ordering == kPermute) {
      if (s.first_nonopt != s.last_nonopt && s.last_nonopt != s.optind) move_operands_after_options(argv, s);
      else if (s.last_nonopt != s.optind) s.first_nonopt = s.optind;
      while (s.optind < argc && is_operand(argv[s.optind])) ++s.optind;
      s.last_nonopt = s.optind;
    }
    if (s.optind < argc && std::strcmp(argv[s.optind], "--") == 0) {  // the end of the options
      ++s.optind;
      if (s.first_nonopt != s.last_nonopt && s.last_nonopt != s.optind) move_operands_after_options(argv, s);
      else if (s.first_nonopt == s.last_nonopt) s.first_nonopt = s.optind;
      s.last_nonopt = argc;
      s.optind = argc;
    }
    if (s.optind >= argc) {
      if (s.first_nonopt != s.last_nonopt) s.optind = s.first_nonopt;  // the operands, moved to the end
      return -1;
    }
    if (is_operand(argv[s.optind])) {
      if (s.ordering == kRequireOrder) return -1;
      s.optarg = argv[s.optind++];  // kReturnInOrder
      return 1;
    }
    char* element = argv[s.optind];
    if (longopts && element[1] == '-') {
      s.next_char = element + 2;
      return scan_long(scan, s, "--");
    }
    if (longopts && long_only && (element[2] != '\0' || !std::strchr(optstring, element[1]))) {
      s.next_char = element + 1;
      if (const int code = scan_long(scan, s, "-"); code != kNoLongMatch) return code;
    }
    s.next_char = element + 1;
  }
  return scan_short(scan, s);
}

int scan_arguments(int argc, char* const* argv, const char* optstring, const option* longopts, int* longindex,
                   bool long_only, bool posix) {
  GetoptState& s = getopt_state();
  // glibc keeps optopt in its scan state and copies it to the variable after every call: the
  // program's own stores to optopt are forgotten, and the first call turns the initial '?'
  // into 0 unless it reports an error.
  s.optopt = s.error_option;
  const int result = scan_once(s, argc, argv, optstring, longopts, longindex, long_only, posix);
  s.error_option = s.optopt;
  return result;
}

int r_getopt(int argc, char* const* argv, const char* optstring) {
  return scan_arguments(argc, argv, optstring, nullptr, nullptr, false, false);
}
int r_posix_getopt(int argc, char* const* argv, const char* optstring) {
  return scan_arguments(argc, argv, optstring, nullptr, nullptr, false, true);
}
int r_getopt_long(int argc, char* const* argv, const char* optstring, const option* longopts, int* longindex) {
  return scan_arguments(argc, argv, optstring, longopts, longindex, false, false);
}
int r_getopt_long_only(int argc, char* const* argv, const char* optstring, const option* longopts, int* longindex) {
  return scan_arguments(argc, argv, optstring, longopts, longindex, true, false);
}

const InterceptedSymbol kGetoptSymbols[] = {
    {"getopt", fn(r_getopt)},
    {"__posix_getopt", fn(r_posix_getopt)},
    {"getopt_long", fn(r_getopt_long)},
    {"getopt_long_only", fn(r_getopt_long_only)},
};

}  // namespace

std::span<const InterceptedSymbol> getopt_symbols() { return kGetoptSymbols; }

}  // namespace braid::runtime
