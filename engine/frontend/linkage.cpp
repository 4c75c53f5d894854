#include "frontend/linkage.h"

#include <clang/AST/ASTConsumer.h>
#include <clang/AST/ASTContext.h>
#include <clang/AST/Attr.h>
#include <clang/AST/Decl.h>
#include <clang/Frontend/MultiplexConsumer.h>
#include <llvm/IR/Module.h>

#include <dlfcn.h>

#include <set>
#include <string_view>

#include "runtime/intercept.h"

namespace braid {

namespace {

// Runs before code generation sees the end of the file: by then every redeclaration is
// known, so the C inline rules (an inline definition is external if any file-scope
// declaration lacks `inline` or has `extern`) give their final answer.
class InlineDefinitionsConsumer final : public clang::ASTConsumer {
 public:
  void HandleTranslationUnit(clang::ASTContext& context) override {
    if (context.getLangOpts().CPlusPlus) return;  // C++ inline functions are always emitted when used
    for (clang::Decl* decl : context.getTranslationUnitDecl()->decls()) {
      auto* fn = llvm::dyn_cast<clang::FunctionDecl>(decl);
      if (!fn || !fn->doesThisDeclarationHaveABody() || !fn->isInlined()) continue;
      if (fn->getStorageClass() == clang::SC_Static || fn->isInlineDefinitionExternallyVisible()) continue;
      if (fn->hasAttr<clang::WeakAttr>()) continue;
      fn->addAttr(clang::WeakAttr::CreateImplicit(context));
    }
  }
};

}  // namespace

std::unique_ptr<clang::ASTConsumer> EmitLLVMWithInlineDefinitions::CreateASTConsumer(clang::CompilerInstance& ci,
                                                                                     llvm::StringRef file) {
  std::vector<std::unique_ptr<clang::ASTConsumer>> consumers;
  consumers.push_back(std::make_unique<InlineDefinitionsConsumer>());  // first: before code generation
  consumers.push_back(clang::EmitLLVMOnlyAction::CreateASTConsumer(ci, file));
  return std::make_unique<clang::MultiplexConsumer>(std::move(consumers));
}

std::vector<std::string> undefined_symbols(const llvm::Module& module) {
  std::set<std::string> provided;
  for (const runtime::InterceptedSymbol& s : runtime::intercepted_symbols()) provided.insert(s.name);
  std::vector<std::string> missing;
  auto check = [&](const llvm::GlobalValue& gv) {
    if (!gv.isDeclaration() || gv.use_empty() || gv.hasExternalWeakLinkage()) return;
    if (auto* f = llvm::dyn_cast<llvm::Function>(&gv); f && f->isIntrinsic()) return;
    const std::string name = gv.getName().str();
    if (name.empty() || provided.count(name)) return;
    if (name == "__dso_handle") return;  // defined by the JIT, as by a linker
    if (name == "atexit") return;        // libc_nonshared's; jit/instance.cpp binds it to the runtime's
    if (dlsym(RTLD_DEFAULT, name.c_str())) return;  // libc, libm, libstdc++, ...
    missing.push_back(name);
  };
  for (const llvm::Function& f : module) check(f);
  for (const llvm::GlobalVariable& v : module.globals()) check(v);
  return missing;
}

bool is_openmp_runtime_symbol(const std::string& name) {
  const std::string_view n(name);
  return n.starts_with("__kmpc_") || n.starts_with("omp_") || n.starts_with("GOMP_") || n.starts_with("__tgt_");
}

}  // namespace braid
