//===- CompiledCode.cpp - What nvcc compiles, and the asm in it -----------===//

#include "CompiledCode.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Sema/Sema.h"

#include <map>
#include <set>

using namespace ptxlint;

namespace {

/// An asm statement in device code, and the function it is in.
struct FoundAsm {
  const clang::GCCAsmStmt *Statement;
  const clang::FunctionDecl *Function; ///< Canonical.
  bool Entry;
  /// In a template not yet instantiated: operands may have no type yet.
  bool Dependent;
};

/// Collects every asm statement in device code, templates and their
/// instantiations included, and which function refers to which, for what
/// nvcc compiles (reachability).
class AsmVisitor : public clang::RecursiveASTVisitor<AsmVisitor> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(clang::Decl *D) {
    // The precompiled toolkit headers are read only where the program uses
    // them (readIfUnread): reading them all back costs as much as
    // parsing them.
    if (D && D->isFromASTFile() && !InPreamble)
      return true;
    auto *Function = llvm::dyn_cast_or_null<clang::FunctionDecl>(D);
    if (Function) {
      Functions.push_back(Function->getCanonicalDecl());
      if (Function->doesThisDeclarationHaveABody())
        Read.insert(Function->getCanonicalDecl());
    }
    bool Result = RecursiveASTVisitor::TraverseDecl(D);
    if (Function)
      Functions.pop_back();
    return Result;
  }

  bool TraverseLambdaExpr(clang::LambdaExpr *E) {
    // Defining a lambda in compiled code counts as using it.
    refer(E->getCallOperator());
    Functions.push_back(E->getCallOperator()->getCanonicalDecl());
    bool Result = RecursiveASTVisitor::TraverseLambdaExpr(E);
    Functions.pop_back();
    return Result;
  }

  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    refer(llvm::dyn_cast<clang::FunctionDecl>(E->getDecl()));
    return true;
  }
  bool VisitMemberExpr(clang::MemberExpr *E) {
    refer(llvm::dyn_cast<clang::FunctionDecl>(E->getMemberDecl()));
    return true;
  }
  bool VisitCXXConstructExpr(clang::CXXConstructExpr *E) {
    refer(E->getConstructor());
    return true;
  }

  bool VisitGCCAsmStmt(clang::GCCAsmStmt *S) {
    if (Functions.empty())
      return true;
    const clang::FunctionDecl *F = Functions.back();
    bool Entry = F->hasAttr<clang::CUDAGlobalAttr>();
    if (Entry || F->hasAttr<clang::CUDADeviceAttr>())
      Found.push_back({S, F, Entry, F->isDependentContext()});
    return true;
  }

  /// Reads the body of F (canonical) if the walk has not: a function of
  /// the precompiled preamble, or an instantiation of one of its templates
  /// (the walk does not enter the template).
  void readIfUnread(const clang::FunctionDecl &F) {
    const clang::FunctionDecl *Definition = nullptr;
    if (Read.count(&F) || !F.hasBody(Definition) || !Definition)
      return;
    InPreamble = true;
    TraverseDecl(const_cast<clang::FunctionDecl *>(Definition));
    InPreamble = false;
  }

  std::vector<FoundAsm> Found;
  std::map<const clang::FunctionDecl *, std::vector<const clang::FunctionDecl *>> Refers;

private:
  bool InPreamble = false;
  /// The functions whose bodies the walk has read.
  std::set<const clang::FunctionDecl *> Read;

  void refer(const clang::FunctionDecl *Callee) {
    if (Callee && !Functions.empty())
      Refers[Functions.back()].push_back(Callee->getCanonicalDecl());
  }

  std::vector<const clang::FunctionDecl *> Functions;
};

/// Whether nvcc compiles F for its own sake: a kernel, or with -rdc a
/// device function other translation units may call.
bool isRoot(const clang::FunctionDecl &F, bool Relocatable) {
  if (F.isDependentContext())
    return false;
  if (F.hasAttr<clang::CUDAGlobalAttr>())
    return true;
  return Relocatable && F.hasAttr<clang::CUDADeviceAttr>() &&
         F.isExternallyVisible() && !F.isInlined() &&
         F.getTemplatedKind() == clang::FunctionDecl::TK_NonTemplate;
}

/// The functions nvcc compiles: the roots and all they refer to. A
/// function of the precompiled preamble is read (readIfUnread) when it is
/// found to be compiled, once.
std::set<const clang::FunctionDecl *> compiledFunctions(AsmVisitor &Visitor,
                                                       bool Relocatable) {
  std::vector<const clang::FunctionDecl *> Work;
  std::set<const clang::FunctionDecl *> Compiled;
  auto add = [&](const clang::FunctionDecl *F) {
    if (Compiled.insert(F).second)
      Work.push_back(F);
  };
  for (const auto &Entry : Visitor.Refers)
    if (isRoot(*Entry.first, Relocatable))
      add(Entry.first);
  for (const FoundAsm &Asm : Visitor.Found)
    if (isRoot(*Asm.Function, Relocatable))
      add(Asm.Function);
  while (!Work.empty()) {
    const clang::FunctionDecl *F = Work.back();
    Work.pop_back();
    Visitor.readIfUnread(*F);
    auto It = Visitor.Refers.find(F);
    if (It != Visitor.Refers.end())
      for (const clang::FunctionDecl *Callee : It->second)
        add(Callee);
  }
  return Compiled;
}

/// Function templates are parsed when something instantiates them
/// (-fdelayed-template-parsing): most of a header's templates never are.
/// Those of the user's own files, and with --system-headers all, are
/// parsed at the end all the same, so that their statements are checked as
/// written.
void parseUninstantiatedTemplates(clang::Sema &S, bool SystemHeaders) {
  if (!S.LateTemplateParser)
    return;
  const clang::SourceManager &SM = S.getSourceManager();
  std::vector<clang::LateParsedTemplate *> Pending;
  for (auto &Entry : S.LateParsedTemplateMap) {
    const clang::FunctionDecl *F = Entry.first;
    if (!F->isLateTemplateParsed() || F->isFromASTFile() ||
        (!SystemHeaders && SM.isInSystemHeader(F->getLocation())))
      continue;
    Pending.push_back(Entry.second.get());
  }
  for (clang::LateParsedTemplate *Template : Pending)
    S.LateTemplateParser(S.OpaqueParser, *Template);
}

/// Whether a statement of F lands in a kernel's body. nvcc always inlines
/// an always_inline (__forceinline__) function, so its statements land in
/// the bodies of the functions that call it, through any chain of such
/// functions: a kernel's body if each of those is a kernel, or if nothing
/// calls it yet (where it is placed decides then, and a kernel is where
/// kernel-only PTX such as `.pragma "enable_smem_spilling"` is right).
bool landsInKernel(const clang::FunctionDecl *F,
                   const std::map<const clang::FunctionDecl *,
                                  std::vector<const clang::FunctionDecl *>> &Callers) {
  if (F->hasAttr<clang::CUDAGlobalAttr>())
    return true;
  if (!F->hasAttr<clang::AlwaysInlineAttr>())
    return false;
  std::set<const clang::FunctionDecl *> Seen{F};
  std::vector<const clang::FunctionDecl *> Work{F};
  while (!Work.empty()) {
    const clang::FunctionDecl *G = Work.back();
    Work.pop_back();
    auto It = Callers.find(G);
    if (It == Callers.end())
      continue;
    for (const clang::FunctionDecl *Caller : It->second) {
      if (!Seen.insert(Caller).second || Caller->hasAttr<clang::CUDAGlobalAttr>())
        continue;
      if (!Caller->hasAttr<clang::AlwaysInlineAttr>())
        return false;
      Work.push_back(Caller);
    }
  }
  return true;
}

} // namespace

std::vector<StatementToCheck> ptxlint::statementsToCheck(clang::ASTContext &Context,
                                                       clang::Sema *S,
                                                       bool Relocatable,
                                                       bool SystemHeaders) {
  if (S)
    parseUninstantiatedTemplates(*S, SystemHeaders);
  AsmVisitor Visitor;
  Visitor.TraverseDecl(Context.getTranslationUnitDecl());
  std::set<const clang::FunctionDecl *> Compiled = compiledFunctions(Visitor, Relocatable);
  // A template's statement is checked as written only where no
  // instantiation of it is: those know their operands.
  std::set<unsigned> InstantiatedAt;
  for (const FoundAsm &Asm : Visitor.Found)
    if (!Asm.Dependent)
      InstantiatedAt.insert(Asm.Statement->getAsmString()->getBeginLoc().getRawEncoding());
  std::map<const clang::FunctionDecl *, std::vector<const clang::FunctionDecl *>> Callers;
  for (const auto &[Caller, Callees] : Visitor.Refers)
    for (const clang::FunctionDecl *Callee : Callees)
      Callers[Callee].push_back(Caller);
  std::vector<StatementToCheck> Result;
  for (const FoundAsm &Asm : Visitor.Found) {
    if (Asm.Dependent &&
        InstantiatedAt.count(Asm.Statement->getAsmString()->getBeginLoc().getRawEncoding()))
      continue;
    Result.push_back({Asm.Statement, Asm.Function, landsInKernel(Asm.Function, Callers),
                      Compiled.count(Asm.Function) != 0});
  }
  return Result;
}
