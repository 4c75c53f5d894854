#include "jit/program.h"

#include <cstddef>
#include <cstring>
#include <vector>

#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SHA256.h>
#include <llvm/Support/raw_ostream.h>

#include "frontend/compile_cache.h"
#include "jit/instance.h"
#include "runtime/libc_state.h"
#include "runtime/hooks.h"  // kStackLimitSymbol
#include "runtime/shadow_stack.h"

namespace braid {

namespace {

// Writes `value` at `offset` of the byte image of the libc state.
template <typename T>
void put(std::vector<std::uint8_t>& image, std::size_t offset, T value) {
  std::memcpy(image.data() + offset, &value, sizeof value);
}

// Adds the program's copy of libc's hidden state (runtime/libc_state.h), as a fresh process
// has it, and binds the program's declarations of getopt's variables to their fields: with
// libc's own `optind` the second execution of an instance began where the first one's scan
// ended (audit20). An access to them is then an access to program memory like any other.
void add_libc_state(llvm::Module& m) {
  std::vector<std::uint8_t> image(sizeof(runtime::LibcHiddenState), 0);
  put(image, offsetof(runtime::LibcHiddenState, getopt.optind), runtime::kInitialOptind);
  put(image, offsetof(runtime::LibcHiddenState, getopt.opterr), runtime::kInitialOpterr);
  put(image, offsetof(runtime::LibcHiddenState, getopt.optopt), runtime::kInitialOptopt);
  llvm::Constant* init = llvm::ConstantDataArray::get(m.getContext(), llvm::ArrayRef<std::uint8_t>(image));
  auto* state = new llvm::GlobalVariable(m, init->getType(), false, llvm::GlobalValue::ExternalLinkage, init,
                                         runtime::kLibcStateSymbol);
  state->setAlignment(llvm::Align(alignof(runtime::LibcHiddenState)));
  auto* i8 = llvm::Type::getInt8Ty(m.getContext());
  for (const runtime::GetoptVariable& variable : runtime::kGetoptVariables) {
    llvm::GlobalVariable* declared = m.getNamedGlobal(variable.name);
    // A program that defines a global of that name itself keeps it (it is not libc's).
    if (!declared || !declared->isDeclaration()) continue;
    llvm::Constant* field = llvm::ConstantExpr::getInBoundsGetElementPtr(
        i8, state, llvm::ConstantInt::get(llvm::Type::getInt64Ty(m.getContext()), variable.offset));
    declared->replaceAllUsesWith(field);
    declared->eraseFromParent();
  }
}

// Exports a table of the program's writable globals (address, size) so that each
// instance can snapshot and restore them between executions without knowing their
// (possibly internal) names.
void add_globals_table(llvm::Module& m) {
  const llvm::DataLayout& dl = m.getDataLayout();
  // libc's hidden state lives in the program (runtime/libc_state.h): a writable global like
  // the program's own, so it is in the table below (restored before every execution).
  if (!m.getNamedGlobal(runtime::kLibcStateSymbol)) add_libc_state(m);
  std::vector<llvm::Constant*> addrs;
  std::vector<llvm::Constant*> sizes;
  auto* i64 = llvm::Type::getInt64Ty(m.getContext());
  for (llvm::GlobalVariable& g : m.globals()) {
    if (g.isDeclaration() || g.isConstant() || g.getName().starts_with("llvm.")) continue;
    // The shadow call stacks' globals are the runtime's (it points the program at the
    // running thread's stack at every switch): nothing of an execution to restore.
    if (g.getName() == runtime::kShadowStackSymbol || g.getName() == runtime::kShadowStackFallbackSymbol) continue;
    if (g.getName() == runtime::kStackLimitSymbol) continue;  // the running thread's, set at every switch
    const std::uint64_t size = dl.getTypeAllocSize(g.getValueType());
    if (size == 0) continue;
    addrs.push_back(&g);
    sizes.push_back(llvm::ConstantInt::get(i64, size));
  }
  auto* ptr = llvm::PointerType::getUnqual(m.getContext());
  auto* addr_type = llvm::ArrayType::get(ptr, addrs.size());
  auto* size_type = llvm::ArrayType::get(i64, sizes.size());
  new llvm::GlobalVariable(m, addr_type, true, llvm::GlobalValue::ExternalLinkage,
                           llvm::ConstantArray::get(addr_type, addrs), kGlobalsTableSymbol);
  new llvm::GlobalVariable(m, size_type, true, llvm::GlobalValue::ExternalLinkage,
                           llvm::ConstantArray::get(size_type, sizes), kGlobalSizesSymbol);
  new llvm::GlobalVariable(m, i64, true, llvm::GlobalValue::ExternalLinkage,
                           llvm::ConstantInt::get(i64, addrs.size()), kGlobalCountSymbol);
}

std::string hex(llvm::ArrayRef<std::uint8_t> bytes) {
  static const char* digits = "0123456789abcdef";
  std::string s;
  for (std::uint8_t b : bytes) {
    s += digits[b >> 4];
    s += digits[b & 15];
  }
  return s;
}

// The hash covers the instrumented code with its debug locations: a program that behaves
// the same and reports the same lines has the same hash.
std::string bitcode_hash(const std::string& bitcode) {
  llvm::SHA256 sha;
  sha.update(llvm::StringRef(bitcode));
  return hex(sha.final()).substr(0, 32);
}

}  // namespace

Program::Program(llvm::Module& instrumented, LocationTable locations, std::vector<std::string> files,
                 std::vector<std::string> flags, std::vector<std::string> files_checked_as_cxx20)
    : locations_(std::move(locations)),
      files_(std::move(files)),
      flags_(std::move(flags)),
      files_checked_as_cxx20_(std::move(files_checked_as_cxx20)) {
  PhaseTimer timer("bitcode");
  add_globals_table(instrumented);
  for (const llvm::Function& f : instrumented.functions()) {
    if (!f.isDeclaration()) defined_symbols_.push_back(f.getName().str());
  }
  llvm::raw_string_ostream out(bitcode_);
  llvm::WriteBitcodeToFile(instrumented, out);
  out.flush();
  hash_ = bitcode_hash(bitcode_);
}

Program::Program(std::string bitcode, LocationTable locations, std::vector<std::string> defined_symbols,
                 std::vector<std::string> files, std::vector<std::string> flags, std::string object,
                 std::vector<std::string> files_checked_as_cxx20)
    : locations_(std::move(locations)),
      files_(std::move(files)),
      flags_(std::move(flags)),
      files_checked_as_cxx20_(std::move(files_checked_as_cxx20)),
      bitcode_(std::move(bitcode)),
      hash_(bitcode_hash(bitcode_)),
      defined_symbols_(std::move(defined_symbols)) {
  if (!object.empty()) object_ = std::make_shared<const std::string>(std::move(object));
}

std::shared_ptr<const std::string> Program::object() const {
  std::lock_guard lock(object_mutex_);
  return object_;
}

void Program::set_object(std::string object) const {
  std::lock_guard lock(object_mutex_);
  if (!object_) object_ = std::make_shared<const std::string>(std::move(object));
}

std::unique_ptr<ProgramInstance> Program::instantiate(const runtime::RuntimeConfig& config) const {
  return std::make_unique<ProgramInstance>(*this, config);
}

}  // namespace braid
