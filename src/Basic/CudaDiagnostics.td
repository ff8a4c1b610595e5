//===- CudaDiagnostics.td - Findings in CUDA sources ---------*- tablegen -*-===//
//
// What `ptx-lint kernel.cu` reports besides the PTX findings of each asm
// statement (which are the ordinary ones, pointed into the string literal):
// the C++ side of an asm statement, as nvcc's front end checks it, and what
// the C++ front end could not read. docs/inline-ptx.md tells the story.
//
//===----------------------------------------------------------------------===//

def CudaGroup : DiagGroup<"cuda",
  "CUDA C++ sources: asm statements' operands as nvcc checks them, and the "
  "C++ front end that reads the source for each target.">;

def CudaFrontEnd : Error<"cuda-front-end", CudaGroup,
    "the C++ front end could not read the source"> {
  let Documentation = [{
libclang, which reads CUDA sources for ptx-lint, refused the source for the
target named: an error in the C++ (a missing header, a typo, an `asm` whose
operands clang itself refuses), or a construct only nvcc's front end
accepts. The message is clang's. asm statements clang could still read are
checked all the same; code after a fatal error (a missing header) is not.
Give the include paths and macros the build uses (`-I`, `-D`, or `-p` with
a build folder that has `compile_commands.json`).
}];
}

def AsmOperandType : Error<"asm-operand-type", CudaGroup,
    "an asm operand's C++ type does not fit its constraint"> {
  let Documentation = [{
nvcc passes an asm operand in a register of the size its constraint letter
names — `h` 2 bytes, `r` 4, `l` 8, `q` 16, all integers (or pointers), `f`
a `float` and `d` a `double` — and refuses an operand of another size or
kind ("asm operand type size(8) does not match type/size implied by
constraint 'r'"). It does not convert: bind a variable of the right type,
or cast (`"r"((unsigned)x)`, `"l"(ptr)`), or change the letter.
}];
}

def AsmOperandNotConstant : Error<"asm-operand-not-constant", CudaGroup,
    "an \"n\" asm operand is not a constant"> {
  let Documentation = [{
An `"n"` operand is written into the PTX as a number, so it must be an
integral constant expression; nvcc refuses anything else. Use a `"r"` or
`"l"` operand for a value known only at run time, or make it a template
parameter or `constexpr`.
}];
}

def AsmOperandReference : Error<"asm-operand-reference", CudaGroup,
    "an operand reference names no operand of the statement"> {
  let Documentation = [{
`%N` counts the statement's operands from 0, outputs first, and `%[name]`
needs an operand written `[name] "r"(x)`. A reference past the last
operand, or to a name no operand has, is refused by nvcc. Write `%%` for a
`%` that belongs to the PTX (`%%laneid`).
}];
}

def AsmNamedOperand : Error<"asm-named-operand", CudaGroup,
    "an operand is referred to by name, which nvcc does not take"> {
  let Documentation = [{
GCC and clang let an asm string name an operand, `%[sum]` for `[sum]
"=r"(s)`; nvcc 13.0 stops with an internal error, "symbolic operand
reference not supported". Naming operands in the operand list is fine; in
the string, refer to them by number (`%0` is the first output). The fix-it
writes the number.
}];
}
