// Object names: the accessed variable as the user would name it ("counter", "s.count",
// "p->next", "buf[...]"), from debug info, for locations and bug reports.
#include "instrument/transforms.h"
#include "runtime/library_buffers.h"

#include "runtime/intercept.h"

#include <llvm/ADT/SmallString.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/Demangle/Demangle.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/DebugProgramInstruction.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/Support/Path.h>

#include <algorithm>

namespace braid::instrument {

using namespace llvm;

namespace {

// Strips typedefs and cv-qualifiers, which do not change the layout.
const DIType* strip_qualifiers(const DIType* t) {
  while (auto* d = dyn_cast_or_null<DIDerivedType>(t)) {
    unsigned tag = d->getTag();
    if (tag != dwarf::DW_TAG_typedef && tag != dwarf::DW_TAG_const_type &&
        tag != dwarf::DW_TAG_volatile_type && tag != dwarf::DW_TAG_atomic_type &&
        tag != dwarf::DW_TAG_restrict_type)
      break;
    t = d->getBaseType();
  }
  return t;
}

// Appends ".field" / "[index]" for an access of `size` bytes at byte `offset` inside an
// object of debug type `type`; "[...]" when the offset is not a constant.
void describe_path(const DIType* type, std::optional<uint64_t> offset, uint64_t size,
                   std::string& out, unsigned depth = 0) {
  type = strip_qualifiers(type);
  if (!type || depth > 8) return;
  uint64_t type_size = type->getSizeInBits() / 8;
  auto* comp = dyn_cast<DICompositeType>(type);
  if (!comp) return;
  if (comp->getTag() == dwarf::DW_TAG_array_type) {
    const DIType* elem = strip_qualifiers(comp->getBaseType());
    uint64_t elem_size = elem ? elem->getSizeInBits() / 8 : 0;
    if (!offset || elem_size == 0) {
      out += "[...]";
      return;
    }
    if (size >= type_size && *offset == 0) return;  // the whole array
    out += '[';
    out += std::to_string(*offset / elem_size);
    out += ']';
    describe_path(elem, *offset % elem_size, size, out, depth + 1);
    return;
  }
  if (comp->getTag() != dwarf::DW_TAG_structure_type && comp->getTag() != dwarf::DW_TAG_class_type)
    return;
  if (!offset || (*offset == 0 && size >= type_size)) return;
  for (const Metadata* m : comp->getElements()) {
    auto* member = dyn_cast_or_null<DIDerivedType>(m);
    if (!member || member->getTag() != dwarf::DW_TAG_member || member->isStaticMember()) continue;
    uint64_t begin = member->getOffsetInBits() / 8;
    uint64_t end = begin + std::max<uint64_t>(1, member->getSizeInBits() / 8);
    if (*offset >= begin && *offset < end) {
      out += '.';
      out += member->getName();
      describe_path(member->getBaseType(), *offset - begin, size, out, depth + 1);
      return;
    }
  }
}

// The source name and debug type of an object (global or alloca), when debug info has them.
std::pair<std::string, const DIType*> object_identity(const Value* object) {
  if (auto* gv = dyn_cast<GlobalVariable>(object)) {
    SmallVector<DIGlobalVariableExpression*, 1> gves;
    gv->getDebugInfo(gves);
    for (auto* gve : gves)
      if (DIGlobalVariable* var = gve->getVariable()) return {var->getName().str(), var->getType()};
    // No debug info: a compiler-made C++ global (a function-local static's guard
    // `_ZGVZN8Registry8instanceEvE1r`) reads as its demangled name ("guard variable for
    // Registry::instance()::r").
    const std::string symbol = gv->getName().str();
    return {symbol.starts_with("_Z") ? llvm::demangle(symbol) : symbol, nullptr};
  }
  if (auto* ai = dyn_cast<AllocaInst>(object)) {
    auto* v = const_cast<AllocaInst*>(ai);
    for (DbgVariableRecord* dvr : findDVRDeclares(v))
      if (DILocalVariable* var = dvr->getVariable()) return {var->getName().str(), var->getType()};
    for (DbgDeclareInst* dd : findDbgDeclares(v))
      if (DILocalVariable* var = dd->getVariable()) return {var->getName().str(), var->getType()};
  }
  return {"", nullptr};
}

// Memory without a name of its own (heap, a caller's variable) reached through a pointer
// variable: a pointer read from a named variable, or a pointer parameter. Gives "*p",
// "p->next", "p[2]", "p[...]".
std::string through_pointer_name(const Value* object, std::optional<uint64_t> known,
                                 uint64_t size) {
  // Candidates: the variable the pointer was loaded from, and every variable the debug
  // info says holds this pointer value (`struct acct *a = arg;` names both `arg` and `a`).
  // Prefer one whose pointee type is known (not void*).
  std::string var;
  const DIDerivedType* ptr_type = nullptr;
  auto consider = [&](const std::string& name, const DIType* type) {
    auto* pt = dyn_cast_or_null<DIDerivedType>(strip_qualifiers(type));
    if (name.empty() || !pt || pt->getTag() != dwarf::DW_TAG_pointer_type) return;
    if (!ptr_type || (!ptr_type->getBaseType() && pt->getBaseType())) {
      var = name;
      ptr_type = pt;
    }
  };
  if (auto* ld = dyn_cast<LoadInst>(object)) {
    const Value* src = ld->getPointerOperand()->stripPointerCasts();
    if (isa<GlobalVariable>(src) || isa<AllocaInst>(src)) {
      auto [name, type] = object_identity(src);
      consider(name, type);
    }
  }
  SmallVector<DbgValueInst*, 2> values;
  SmallVector<DbgVariableRecord*, 2> records;
  findDbgValues(values, const_cast<Value*>(object), &records);
  for (DbgVariableRecord* r : records)
    if (DILocalVariable* v = r->getVariable(); v && r->getExpression()->getNumElements() == 0)
      consider(v->getName().str(), v->getType());
  for (DbgValueInst* d : values)
    if (DILocalVariable* v = d->getVariable(); v && d->getExpression()->getNumElements() == 0)
      consider(v->getName().str(), v->getType());
  if (var.empty()) return "";
  const DIType* pointee = strip_qualifiers(ptr_type->getBaseType());
  if (!known) return var + "[...]";
  uint64_t elem = pointee ? pointee->getSizeInBits() / 8 : 0;
  if (elem && *known >= elem) {
    std::string name = var + "[" + std::to_string(*known / elem) + "]";
    describe_path(pointee, *known % elem, size, name);
    return name;
  }
  std::string path;
  describe_path(pointee, *known, size, path);
  if (path.empty()) return "*" + var;
  if (path[0] == '.') return var + "->" + path.substr(1);
  return "(*" + var + ")" + path;
}

}  // namespace

std::string file_of(const DILocation* dl) {
  StringRef file = dl->getFilename();
  StringRef dir = dl->getDirectory();
  if (!file.empty() && !sys::path::is_absolute(file) && sys::path::is_absolute(dir)) {
    SmallString<256> full(dir);
    sys::path::append(full, file);
    sys::path::remove_dots(full, /*remove_dot_dot=*/true);
    return std::string(full);
  }
  return std::string(file);
}

// The accessed variable as the user would name it ("counter", "s.count", "buf[...]").
std::string object_name(Context& cx, Value* ptr, uint64_t size) {
  const Value* object = getUnderlyingObject(ptr, 0);
  const Value* named = object;
  if (auto* call = dyn_cast<CallInst>(object);
      call && call->getCalledFunction() == cx.hooks.tls_address.getCallee())
    named = call->getArgOperand(0)->stripPointerCasts();  // a thread_local variable
  APInt offset(cx.data_layout.getIndexTypeSizeInBits(ptr->getType()), 0);
  const Value* base = ptr->stripAndAccumulateConstantOffsets(cx.data_layout, offset, true);
  std::optional<uint64_t> known;
  if (base == object && !offset.isNegative()) known = offset.getZExtValue();

  auto [name, type] = object_identity(named);
  if (name.empty()) return through_pointer_name(object, known, size);
  if (type) {
    describe_path(type, known, size, name);
  } else if (!known && isa<GlobalVariable>(object) &&
             cast<GlobalVariable>(object)->getValueType()->isArrayTy()) {
    name += "[...]";
  }
  return name;
}

namespace {

// The kind of synchronisation object a parameter of debug type `t` refers to (a pointer or a
// reference to it, or its `this`): the C++ standard mutexes and condition variables, and the
// C ones by their typedef names. None for anything else.
std::optional<SyncObjectKind> sync_kind_of_parameter(const DIType* t) {
  // A pointer or reference, under typedefs and qualifiers.
  t = strip_qualifiers(t);
  auto* ref = dyn_cast_or_null<DIDerivedType>(t);
  if (!ref || (ref->getTag() != dwarf::DW_TAG_pointer_type && ref->getTag() != dwarf::DW_TAG_reference_type &&
               ref->getTag() != dwarf::DW_TAG_rvalue_reference_type))
    return std::nullopt;
  // The pointee: a C typedef names it before its qualifiers are stripped.
  for (const DIType* p = ref->getBaseType(); p;) {
    auto* d = dyn_cast<DIDerivedType>(p);
    if (d && d->getTag() == dwarf::DW_TAG_typedef) {
      const StringRef name = d->getName();
      if (name == "pthread_mutex_t" || name == "mtx_t") return SyncObjectKind::Mutex;
      if (name == "pthread_cond_t" || name == "cnd_t") return SyncObjectKind::CondVar;
    }
    if (!d || (d->getTag() != dwarf::DW_TAG_typedef && d->getTag() != dwarf::DW_TAG_const_type &&
               d->getTag() != dwarf::DW_TAG_volatile_type))
      break;
    p = d->getBaseType();
  }
  auto* comp = dyn_cast_or_null<DICompositeType>(strip_qualifiers(ref->getBaseType()));
  if (!comp) return std::nullopt;
  auto* scope = dyn_cast_or_null<DINamespace>(comp->getScope());
  if (!scope || scope->getName() != "std") return std::nullopt;
  const StringRef name = comp->getName();
  if (name == "mutex" || name == "recursive_mutex" || name == "timed_mutex" || name == "recursive_timed_mutex" ||
      name == "shared_mutex" || name == "shared_timed_mutex")
    return SyncObjectKind::Mutex;
  if (name == "condition_variable" || name == "condition_variable_any") return SyncObjectKind::CondVar;
  return std::nullopt;
}

}  // namespace

std::vector<SyncArgument> call_sync_arguments(Context& cx, CallBase& call) {
  std::vector<SyncArgument> found;
  const Function* callee = call.getCalledFunction();
  const DISubprogram* sp = callee ? callee->getSubprogram() : nullptr;
  const DISubroutineType* type = sp ? sp->getType() : nullptr;
  if (!type) return found;
  // The debug types: the result, then the parameters (`this` first for a member function);
  // a result returned through memory is an IR argument of its own before them.
  const DITypeRefArray types = type->getTypeArray();
  const unsigned skipped = call.arg_size() > 0 && call.paramHasAttr(0, Attribute::StructRet) ? 1 : 0;
  for (unsigned i = 1; i < types.size(); ++i) {
    const unsigned arg = i - 1 + skipped;
    if (arg >= call.arg_size()) break;
    const std::optional<SyncObjectKind> kind = sync_kind_of_parameter(types[i]);
    if (!kind || !call.getArgOperand(arg)->getType()->isPointerTy()) continue;
    // The object's size decides how deep the name goes (`q.lock`, not `q`).
    auto* ref = cast<DIDerivedType>(strip_qualifiers(types[i]));
    const DIType* pointee = strip_qualifiers(ref->getBaseType());
    const uint64_t size = pointee && pointee->getSizeInBits() ? pointee->getSizeInBits() / 8 : UINT64_MAX;
    found.push_back({*kind, object_name(cx, call.getArgOperand(arg), size)});
  }
  return found;
}

// The object a library call is about (its first pointer argument): the mutex of
// pthread_mutex_lock(&m), the handle of pthread_create(&t, ...). Literals are not named.
std::string call_object_name(Context& cx, CallBase& call, StringRef callee) {
  // A non-reentrant libc function writes its hidden state, not its arguments.
  if (std::string_view hidden = runtime::hidden_libc_object(std::string_view(callee.data(), callee.size()));
      !hidden.empty())
    return std::string(hidden);
  // The size of the pthread object decides how deep the name goes: `a->lock` for a mutex
  // inside a struct (glibc x86-64 sizes; elsewhere the name is merely less precise).
  uint64_t size = UINT64_MAX;
  if (callee.starts_with("pthread_mutex_")) size = 40;
  else if (callee.starts_with("pthread_cond_")) size = 48;
  else if (callee.starts_with("pthread_rwlock_")) size = 56;
  else if (callee.starts_with("pthread_spin_")) size = 4;
  else if (callee.starts_with("sem_")) size = 32;
  else if (callee == "pthread_create") size = 8;
  // A libc function on buffers (runtime/library_buffers.h) is named after its first buffer
  // that may be shared: the string `snprintf(own, n, "%s", shared)` reads, not `own`.
  if (runtime::library_buffer_function(std::string_view(callee.data(), callee.size())))
    for (Value* arg : call.args())
      if (arg->getType()->isPointerTy() && !is_private_pointer(cx, arg)) {
        const Value* object = getUnderlyingObject(arg, 0);
        if (!isa<Function>(object) && !isa<ConstantPointerNull>(object)) return object_name(cx, arg, size);
      }
  for (Value* arg : call.args()) {
    if (!arg->getType()->isPointerTy()) continue;
    const Value* object = getUnderlyingObject(arg, 0);
    if (auto* gv = dyn_cast<GlobalVariable>(object); gv && gv->isConstant()) return "";
    if (isa<Function>(object) || isa<ConstantPointerNull>(object)) return "";
    return object_name(cx, arg, size);
  }
  return "";
}

}  // namespace braid::instrument
