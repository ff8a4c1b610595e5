"""Writes a module of 40 functions of ~20 KB each (so the parser splits it
into many chunks), with a comment on every line and, with --errors, syntax
errors and unknown instructions in some of the functions."""
import sys

errors = "--errors" in sys.argv
print(".version 8.5\n.target sm_80\n.address_size 64")
body = "".join("  add.s32 %%r1, %%r1, %d; // step %d\n" % (i, i) for i in range(600))
for f in range(40):
    bad = ""
    if errors and f % 7 == 3:
        bad = "  frob.u32 %r1;\n"
    elif errors and f % 11 == 5:
        bad = "  add.s32 %r1 %r1, 1;\n"
    print("// function %d\n.visible .entry k%d()\n{\n  .reg .b32 %%r<2>;\n%s%s  ret;\n}"
          % (f, f, body, bad))
