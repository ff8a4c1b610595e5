//===- Opcodes.td - Every PTX 9.0 instruction -----------------------------===//
//
// The registry of opcodes: an instruction whose opcode is not here is an
// error. A name may have several dotted parts (`cp.async.bulk`): the checker
// picks the longest registered name that the instruction starts with, and
// the remaining qualifiers go to that entry's forms.
//
// Req is when the instruction appeared: the PTX ISA version and the target
// its "PTX ISA Notes" and "Target ISA Notes" give.

class Op<string name, PTXVersion version, int minSM = 0,
         list<Target> onlyOn = []>
    : Opcode<name, Requires<version, minSM, onlyOn>>;

// 9.7.9 Data movement and conversion.
def OpMov : Op<"mov", PTX10>;
def OpLd : Op<"ld", PTX10>;
def OpLdu : Op<"ldu", PTX20, 20>;
def OpSt : Op<"st", PTX10>;
def OpPrefetch : Op<"prefetch", PTX20, 20>;
def OpPrefetchu : Op<"prefetchu", PTX20, 20>;
def OpApplyPriority : Op<"applypriority", PTX74, 80>;
def OpDiscard : Op<"discard", PTX74, 80>;
def OpCreatePolicy : Op<"createpolicy", PTX74, 80>;
def OpRet : Op<"ret", PTX10>;
