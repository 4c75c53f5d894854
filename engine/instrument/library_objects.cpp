// Library member functions that run natively on a program object (library_object_access,
// transforms.h). libstdc++ declares std::string's members `extern template`: they are
// instantiated once in libstdc++.so, and a program's call runs that uninstrumented code, so
// two threads appending to one std::string without a lock made no conflicting events — a
// silent miss. The call is summarised by one access of the whole object before it: a read
// for a const member (`_ZNK...`: size, c_str, compare, find), a write for any other member
// (append, assign, push_back, resize, constructors, the destructor). Races on the object are
// then found like any other; what the member does to its heap buffer stays native (the
// buffer is reached only through the object). Instantiating the members in the program
// instead (_GLIBCXX_EXTERN_TEMPLATE = -1) would mix braid's heap with libstdc++'s: a string
// filled by getline(std::cin, s) or error_code::message() inside the library would be freed
// by the program's code through braid's operator delete (a false memory error).
#include <llvm/Demangle/Demangle.h>
#include <llvm/IR/IRBuilder.h>

#include <string>
#include <vector>

#include "instrument/context.h"
#include "instrument/transforms.h"

namespace braid::instrument {

using namespace llvm;

namespace {
// sizeof(std::__cxx11::basic_string<CharT>): pointer, length, 16-byte local buffer / capacity.
constexpr uint64_t kStringObjectBytes = 32;
constexpr const char* kStringMembers[] = {
    "NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE",
    "NSt7__cxx1112basic_stringIwSt11char_traitsIwESaIwEE",
};
// For each parameter of a demangled function signature: whether it is a std::string taken by
// const reference (the member reads it: 1) or by rvalue reference (it moves from it: 2), else 0.
// `copy = other`, `std::string copy(other)`, `s.append(other)`, `s.compare(other)` read the
// other string natively too: without this a copy racing with an assignment was no event.
std::vector<int> string_parameters(const std::string& signature) {
  std::string text = signature;
  if (text.size() > 6 && text.compare(text.size() - 6, 6, " const") == 0) text.resize(text.size() - 6);
  if (text.empty() || text.back() != ')') return {};
  int depth = 0;
  std::size_t open = std::string::npos;
  for (std::size_t i = text.size(); i-- > 0;) {
    if (text[i] == ')') ++depth;
    if (text[i] == '(' && --depth == 0) {
      open = i;
      break;
    }
  }
  if (open == std::string::npos) return {};
  std::vector<int> kinds;
  std::string param;
  int nesting = 0;
  auto finish = [&] {
    while (!param.empty() && param.front() == ' ') param.erase(param.begin());
    const bool is_string = param.rfind("std::__cxx11::basic_string<", 0) == 0;
    const auto ends_with = [&](const char* tail) {
      const std::string t(tail);
      return param.size() >= t.size() && param.compare(param.size() - t.size(), t.size(), t) == 0;
    };
    kinds.push_back(!is_string ? 0 : ends_with(" const&") ? 1 : ends_with("&&") ? 2 : 0);
    param.clear();
  };
  for (std::size_t i = open + 1; i + 1 < text.size(); ++i) {
    const char c = text[i];
    if (c == '<' || c == '(') ++nesting;
    if (c == '>' || c == ')') --nesting;
    if (c == ',' && nesting == 0) {
      finish();
      continue;
    }
    param += c;
  }
  if (!param.empty()) finish();
  return kinds;
}

}  // namespace

std::optional<LibraryObjectAccess> library_object_access(StringRef callee) {
  if (!callee.consume_front("_Z")) return std::nullopt;
  const bool is_const = callee.consume_front("NK");
  if (!is_const && !callee.consume_front("N")) return std::nullopt;
  for (StringRef member : kStringMembers) {
    StringRef prefix = StringRef(member).drop_front(1);  // without the leading N
    if (callee.starts_with(prefix)) return LibraryObjectAccess{kStringObjectBytes, !is_const};
  }
  return std::nullopt;
}

namespace {
// One access of the whole string object `object` before `call`.
void hook_string_access(Context& cx, CallBase& call, Value* object, const LibraryObjectAccess& access) {
  if (!object->getType()->isPointerTy() || is_private_pointer(cx, object)) return;
  IRBuilder<> b(&call);
  LocationId loc = cx.add_location(call, call.getDebugLoc(), object_name(cx, object, access.bytes));
  if (access.writes) {
    b.CreateCall(cx.hooks.store, {cx.as_ptr(b, object), b.getInt64(access.bytes), b.getInt64(0), b.getInt32(0),
                                  b.getInt32(loc)})
        ->setDebugLoc(call.getDebugLoc());
    ++cx.result.stats.stores;
  } else {
    b.CreateCall(cx.hooks.load, {cx.as_ptr(b, object), b.getInt64(access.bytes), b.getInt32(0), b.getInt32(loc)})
        ->setDebugLoc(call.getDebugLoc());
    ++cx.result.stats.loads;
  }
}
}  // namespace

void hook_library_object_access(Context& cx, CallBase& call, const LibraryObjectAccess& access) {
  if (call.arg_size() == 0) return;
  hook_string_access(cx, call, call.getArgOperand(0), access);
  // The other strings it takes (argument i + 1: the object is argument 0).
  const Function* callee = call.getCalledFunction();
  // With a returned object's slot first (sret) the arguments are shifted: left alone.
  if (!callee || call.hasStructRetAttr()) return;
  const std::vector<int> kinds = string_parameters(llvm::demangle(callee->getName().str()));
  for (std::size_t i = 0; i < kinds.size() && i + 1 < call.arg_size(); ++i)
    if (kinds[i]) hook_string_access(cx, call, call.getArgOperand(i + 1), {access.bytes, kinds[i] == 2});
}

}  // namespace braid::instrument
