"""ptx-lint for Python: check PTX against the PTX ISA for every target.

    import ptxlint
    result = ptxlint.lint(ptx_text, filename="kernel.ptx", targets=["sm_90a"])
    for d in result.diagnostics:
        print(f"{d.filename}:{d.line}:{d.column}: {d.severity}: {d.message} [{d.id}]")

`lint` checks a module as `ptx-lint` does (docs/python.md); `lint_cuda`
the inline PTX of a CUDA source; `canonical` prints a module back as
canonical PTX; `check_instruction` checks the text of one inline asm
statement. Wrong arguments (an unknown target, warning
group or CUDA release) raise `PtxLintError`. `python3 -m ptxlint` is the
`ptx-lint` command.
"""

from __future__ import annotations

import os as _os
from dataclasses import dataclass
from typing import Iterable, Optional, Tuple


def _find_cuda_front_end() -> None:
    """Point the library at the CUDA front end module, which the command
    line finds next to its program: here the program is Python."""
    if _os.environ.get("PTXLINT_CUDA_PLUGIN"):
        return
    from ._locations import CUDA_FRONT_END
    here = _os.path.dirname(_os.path.abspath(__file__))
    candidate = _os.path.normpath(_os.path.join(here, CUDA_FRONT_END))
    if _os.path.exists(candidate):
        _os.environ["PTXLINT_CUDA_PLUGIN"] = candidate


_find_cuda_front_end()

from . import _ptxlint  # noqa: E402  (the module needs the path above)

__version__: str = _ptxlint.__version__

PtxLintError = _ptxlint.PtxLintError
"""Raised for a wrong argument: an unknown target, PTX version, CUDA
release or warning switch, or PTX that `canonical` cannot print. A
subclass of ValueError."""


@dataclass(frozen=True)
class Note:
    """More about a diagnostic: where something it refers to is."""

    message: str
    filename: str
    line: int
    column: int
    end_line: int
    end_column: int


@dataclass(frozen=True)
class FixIt:
    """Replace the text from (line, column) up to (end_line, end_column)
    with `replacement`; an empty range inserts."""

    line: int
    column: int
    end_line: int
    end_column: int
    offset: int
    end_offset: int
    replacement: str


@dataclass(frozen=True)
class Diagnostic:
    """One finding. Lines and columns count from 1; the end is one past the
    last character, as in ptx-lint's JSON and SARIF. `offset` and
    `end_offset` are the same range in characters of the text (bytes, for
    ASCII PTX). `targets` names the targets it holds for when several were
    checked and it does not hold for all."""

    id: str
    severity: str  # "error", "warning" or "note"
    message: str
    filename: str
    line: int
    column: int
    end_line: int
    end_column: int
    offset: int
    end_offset: int
    notes: Tuple[Note, ...]
    fixits: Tuple[FixIt, ...]
    targets: Tuple[str, ...]

    def __str__(self) -> str:
        return (f"{self.filename}:{self.line}:{self.column}: {self.severity}: "
                f"{self.message} [{self.id}]")


@dataclass(frozen=True)
class LintResult:
    """What `lint` found, in the order of the text."""

    diagnostics: Tuple[Diagnostic, ...]
    errors: int
    warnings: int

    @property
    def ok(self) -> bool:
        """No errors (warnings may remain, as with ptx-lint's exit code 0
        without -Werror)."""
        return self.errors == 0


def _note(raw: dict) -> Note:
    return Note(raw["message"], raw["filename"], raw["line"], raw["column"],
                raw["end_line"], raw["end_column"])


def _fixit(raw: dict) -> FixIt:
    return FixIt(raw["line"], raw["column"], raw["end_line"], raw["end_column"],
                 raw["offset"], raw["end_offset"], raw["replacement"])


def _diagnostic(raw: dict) -> Diagnostic:
    return Diagnostic(
        raw["id"], raw["severity"], raw["message"], raw["filename"],
        raw["line"], raw["column"], raw["end_line"], raw["end_column"],
        raw["offset"], raw["end_offset"],
        tuple(_note(n) for n in raw["notes"]),
        tuple(_fixit(f) for f in raw["fixits"]),
        tuple(raw["targets"]))


def _names(value: Optional[Iterable[str]] | str, what: str) -> list:
    """A list of names from a list, or from one comma-separated string as
    on the command line ("sm_80,sm_90a")."""
    if value is None:
        return []
    if isinstance(value, str):
        return [name.strip() for name in value.split(",") if name.strip()]
    names = list(value)
    for name in names:
        if not isinstance(name, str):
            raise TypeError(f"{what}: expected strings, got {type(name).__name__}")
    return names


def lint(text: str, filename: str = "<string>", *,
         targets: Optional[Iterable[str]] | str = None,
         ptx_version: Optional[str] = None,
         cuda: Optional[Iterable[str]] | str = None,
         relocatable: bool = False,
         warnings: Optional[Iterable[str]] | str = None,
         suppressions: bool = True) -> LintResult:
    """Checks a PTX module.

    targets: check for these targets (["sm_80", "sm_90a"]) instead of the
        module's `.target`, as `--target`.
    ptx_version: check as if the module declared this `.version` ("8.5").
    cuda: judge as the ptxas of these CUDA releases (["12.4", "13.0"]), as
        `--cuda`.
    relocatable: as `-c`: the module is compiled on its own (nvcc -rdc).
    warnings: `-W` switches without the `-W`: "all", "error", "no-<group>",
        "error=<group>".
    suppressions: honour `// ptx-lint: disable=` comments.
    """
    raw = _ptxlint.lint(text, filename, _names(targets, "targets"), ptx_version or "",
                        _names(cuda, "cuda"), relocatable,
                        _names(warnings, "warnings"), suppressions)
    return LintResult(tuple(_diagnostic(d) for d in raw["diagnostics"]),
                      raw["errors"], raw["warnings"])


def lint_cuda(text: str, filename: str = "kernel.cu", *,
              targets: Optional[Iterable[str]] | str = None,
              cuda: Optional[Iterable[str]] | str = None,
              relocatable: bool = False,
              warnings: Optional[Iterable[str]] | str = None,
              compiler_args: Optional[Iterable[str]] = None,
              cuda_path: Optional[str] = None,
              suppressions: bool = True) -> LintResult:
    """Checks the inline PTX of a CUDA C++ source (docs/inline-ptx.md): every
    asm statement of device code, for each target, as nvcc compiles it.
    `text` is the source (a CuPy RawKernel's, say); `filename` names it in
    the findings, and the folder it is in is where `#include "..."` looks.

    targets: as `--target`; default: those of compiler_args (-arch,
        -gencode), else nvcc's default (sm_75).
    compiler_args: compiler flags (["-I", "include", "-DN=4",
        "-std=c++20"]); -I, -isystem, -D, -U, -include, -std and the target
        flags are used.
    cuda_path: the CUDA toolkit whose headers are used (default:
        $CUDA_PATH, else /usr/local/cuda).
    cuda, relocatable, warnings, suppressions: as for `lint`.

    Findings in a header the source includes name that header. Raises
    PtxLintError for a wrong argument, or when this build cannot read CUDA
    (`cuda_supported()`).
    """
    args = list(compiler_args or [])
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError(f"compiler_args: expected strings, got {type(arg).__name__}")
    raw = _ptxlint.lint_cuda(text, filename, _names(targets, "targets"),
                             _names(cuda, "cuda"), relocatable,
                             _names(warnings, "warnings"), args, cuda_path or "",
                             suppressions)
    return LintResult(tuple(_diagnostic(d) for d in raw["diagnostics"]),
                      raw["errors"], raw["warnings"])


def cuda_supported() -> bool:
    """Whether this build reads CUDA sources: its front end (clang 14's
    libraries) was built and is found."""
    return _ptxlint.cuda_supported()


def canonical(text: str, filename: str = "<string>", *,
              keep_comments: bool = False) -> str:
    """The module printed as canonical PTX, which ptxas compiles to the same
    code. Raises PtxLintError, naming the first error, if the module has
    errors."""
    return _ptxlint.canonical(text, filename, keep_comments)


def check_instruction(instruction: str, target: str, ptx_version: str, *,
                      warnings: Optional[Iterable[str]] | str = None
                      ) -> Tuple[Diagnostic, ...]:
    """Checks the text of an inline asm statement ("ld.global.nc.b32 %0,
    [%1];") for one target and PTX version; `%0`, `%1`, ... take whatever
    type the instruction needs. Lines and columns are those of the text.
    An unknown target or version raises PtxLintError."""
    raw = _ptxlint.check_instruction(instruction, target, ptx_version,
                                     _names(warnings, "warnings"))
    return tuple(_diagnostic(d) for d in raw)


def main(argv: Optional[Iterable[str]] = None) -> int:
    """Runs the `ptx-lint` command with argv (default: sys.argv[1:]) in
    this process and returns its exit code: 0 clean, 1 findings, 2 bad
    usage. Its output goes to the process's standard output and error.
    Each run starts from the default options. `--help` and `--version`
    print and end the process, as the command does."""
    import sys
    arguments = list(sys.argv[1:] if argv is None else argv)
    # The command writes to the process's own stdout and stderr.
    sys.stdout.flush()
    sys.stderr.flush()
    return _ptxlint.run_command_line(["ptx-lint"] + arguments)


__all__ = ["lint", "lint_cuda", "cuda_supported", "canonical", "check_instruction", "main", "LintResult",
           "Diagnostic", "Note", "FixIt", "PtxLintError", "__version__"]
