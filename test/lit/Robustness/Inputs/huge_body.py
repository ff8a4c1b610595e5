"""Writes a function of about N statements (argv[1]) whose findings are
spread over its whole length, for split-body.test: a checker that splits
the body among threads must find exactly what one thread finds.

Every R-th statement (R = N/24, so there are several of each, spread over
the body) is one of: an undeclared name, an unknown opcode, a branch to a
label at the far end, a misaligned load (a lint warning), a nested block
with its own declarations, used there, a non-coherent load of memory the
function writes (a warning of the other group of lint passes), and a load
from a variable declared twice in nested blocks with different alignments
(which the lint must then leave alone), and an address that two lint
passes of different threads warn about, whose findings must keep the
order of the passes. A special's {n} is the number of the statement it
starts at, for names that must differ between its copies.
"""
import sys

count = int(sys.argv[1])
every = max(count // 24, 1)
out = [".version 8.5", ".target sm_80", ".address_size 64",
       ".global .align 16 .b8 gbuf[4096];",
       ".global .align 16 .b8 table[256];",
       ".visible .entry k(.param .u64 p)", "{",
       "  .reg .pred %p<2>;", "  .reg .b32 %r<8>;", "  .reg .b64 %rd<4>;",
       "  ld.param.u64 %rd1, [p];"]
specials = [
    ["  add.s32 %r1, %r2, %undeclared;"],
    ["  frob.u32 %r1, %r2;"],
    ["  @%p1 bra $Lend;"],
    ["  ld.global.v4.u32 {%r1, %r2, %r3, %r4}, [gbuf+4];"],
    ["  {", "  .reg .b32 %t<2>;", "  .local .align 4 .b8 lbuf[8];",
     "  ld.local.u32 %t1, [lbuf+2];", "  add.s32 %r1, %t1, %t0;", "  }"],
    ["  st.global.u32 [table+8], %r1;", "  ld.global.nc.u32 %r2, [table+8];"],
    ["  {", "  .local .align 8 .b8 twice[8];", "  }",
     "  {", "  .local .align 4 .b8 twice[8];", "  ld.local.u64 %rd2, [twice+4];",
     "  }"],
    ["  {", "  .reg .b64 %a{n};", "  mov.u64 %a{n}, gbuf;",
     "  st.shared.u32 [%a{n}], %r1;",
     "  ld.global.v4.u32 {%r1, %r2, %r3, %r4}, [%a{n}+4];", "  }"],
]
body = ["  ld.global.u32 %r1, [%rd1];", "  add.s32 %r2, %r1, %r3;",
        "  mul.lo.s32 %r3, %r2, 3;", "  setp.lt.s32 %p1, %r3, 100;"]
written = 0
label = 0
while written < count:
    if written % every == 0:
        lines = [line.replace("{n}", str(written))
                 for line in specials[(written // every) % len(specials)]]
    elif written % 5 == 0:
        lines = ["$L%d:" % label, "  @%%p1 bra $L%d;" % label]
        label += 1
    else:
        lines = [body[written % len(body)]]
    out += lines
    written += len(lines)
out += ["$Lend:", "  ret;", "}", ""]
sys.stdout.write("\n".join(out))
