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
#include <llvm/IR/IRBuilder.h>

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

void hook_library_object_access(Context& cx, CallBase& call, const LibraryObjectAccess& access) {
  if (call.arg_size() == 0) return;
  Value* self = call.getArgOperand(0);
  if (!self->getType()->isPointerTy() || is_private_pointer(cx, self)) return;
  IRBuilder<> b(&call);
  LocationId loc = cx.add_location(call, call.getDebugLoc(), object_name(cx, self, access.bytes));
  if (access.writes) {
    b.CreateCall(cx.hooks.store, {cx.as_ptr(b, self), b.getInt64(access.bytes), b.getInt64(0), b.getInt32(0),
                                  b.getInt32(loc)})
        ->setDebugLoc(call.getDebugLoc());
    ++cx.result.stats.stores;
  } else {
    b.CreateCall(cx.hooks.load, {cx.as_ptr(b, self), b.getInt64(access.bytes), b.getInt32(0), b.getInt32(loc)})
        ->setDebugLoc(call.getDebugLoc());
    ++cx.result.stats.loads;
  }
}

}  // namespace braid::instrument
