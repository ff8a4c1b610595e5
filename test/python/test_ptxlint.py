"""The ptxlint package: its API (docs/python.md) and `python3 -m ptxlint`.

Run by run_pytest.py (ctest: python-package), which puts the built
package on PYTHONPATH and the command-line tool in PTXLINT_TOOL.
"""

import os
import subprocess
import sys
import threading

import pytest

import ptxlint

HEADER = ".version 8.5\n.target sm_80\n.address_size 64\n"


def module(body, header=HEADER):
    return header + ".visible .entry k(.param .u64 p)\n{\n" + body + "  ret;\n}\n"


CLEAN = module("  .reg .b64 rd<2>;\n  ld.param.u64 rd1, [p];\n")
# Line 7: the repeated qualifier starts at column 12.
DUPLICATE = module("  .reg .b32 r<2>;\n  .reg .b64 rd<2>;\n"
                   "  ld.global.global.u32 r1, [rd1];\n")


def test_a_clean_module_has_no_findings():
    result = ptxlint.lint(CLEAN, "clean.ptx")
    assert result.diagnostics == ()
    assert (result.errors, result.warnings, result.ok) == (0, 0, True)


def test_a_finding_says_what_where_and_how_to_fix_it():
    result = ptxlint.lint(DUPLICATE, "dup.ptx")
    assert (result.errors, result.ok) == (1, False)
    (found,) = result.diagnostics
    assert found.id == "duplicate-qualifier"
    assert found.severity == "error"
    assert found.message == "duplicate '.global'"
    assert found.filename == "dup.ptx"
    assert (found.line, found.column, found.end_line, found.end_column) == (8, 12, 8, 19)
    assert DUPLICATE[found.offset:found.end_offset] == ".global"
    assert str(found) == "dup.ptx:8:12: error: duplicate '.global' [duplicate-qualifier]"
    (fix,) = found.fixits
    assert (fix.replacement, DUPLICATE[fix.offset:fix.end_offset]) == ("", ".global")


def test_the_text_output_and_the_api_agree():
    tool = os.environ.get("PTXLINT_TOOL")
    if not tool:
        pytest.skip("PTXLINT_TOOL is not set")
    run = subprocess.run([tool, "--no-config", "-"], input=DUPLICATE, text=True,
                         capture_output=True)
    (found,) = ptxlint.lint(DUPLICATE, "<stdin>").diagnostics
    assert run.returncode == 1
    assert str(found) in run.stdout + run.stderr


def test_notes_point_at_what_the_finding_refers_to():
    text = module("  .reg .b32 r<2>;\n  .reg .b32 r<2>;\n")
    (found,) = [d for d in ptxlint.lint(text, "twice.ptx").diagnostics
                if d.severity == "error"]
    # Line 7 declares again what line 6 declared.
    assert found.line == 7
    assert found.notes, found
    note = found.notes[0]
    assert (note.filename, note.line, note.column) == ("twice.ptx", 6, 13)
    assert note.message


def test_a_sync_finding_carries_its_path_and_fix():
    # A TMA store of what st.shared wrote, with no fence.proxy.async: the
    # finding is at the store (line 12), its notes at the write (10) and
    # the barrier (11), and the fix puts the fence before the barrier.
    text = module("  .reg .b32 r<2>;\n  .reg .b64 rd<2>;\n"
                  "  .shared .align 128 .b8 tile[256];\n"
                  "  ld.param.u64 rd1, [p];\n"
                  "  st.shared.u32 [tile], r1;\n"
                  "  bar.sync 0;\n"
                  "  cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [rd1, {r1}], [tile];\n"
                  "  cp.async.bulk.commit_group;\n"
                  "  cp.async.bulk.wait_group.read 0;\n",
                  header=".version 8.0\n.target sm_90a\n.address_size 64\n")
    (found,) = ptxlint.lint(text, "tma.ptx").diagnostics
    assert (found.id, found.severity, found.line) == ("missing-proxy-fence", "warning", 12)
    assert [n.line for n in found.notes] == [10, 11]
    (fix,) = found.fixits
    assert fix.replacement.strip() == "fence.proxy.async.shared::cta;"
    assert ptxlint.lint(text, "tma.ptx", warnings=["no-sync"]).diagnostics == ()


def test_targets_as_a_list_or_as_on_the_command_line():
    text = module("  griddepcontrol.wait;\n", header=".version 8.5\n.target sm_90\n"
                  ".address_size 64\n")
    assert ptxlint.lint(text).ok
    for targets in (["sm_80", "sm_90"], "sm_80,sm_90"):
        (found,) = ptxlint.lint(text, targets=targets).diagnostics
        assert found.id == "requires-target"
        assert found.targets == ("sm_80",)


def test_cuda_releases_and_ptx_version():
    text = module("", header=".version 8.0\n.target sm_80\n.address_size 64\n")
    (found,) = ptxlint.lint(text, cuda=["11.8"]).diagnostics
    assert found.id == "version-unknown-to-release"
    assert ptxlint.lint(text, cuda="12.4").ok
    assert ptxlint.lint(CLEAN, ptx_version="7.0").ok


def test_warnings_switches():
    # .weak is ld's default order: a warning only under -Wall.
    text = module("  .reg .b32 r<2>;\n  .reg .b64 rd<2>;\n  ld.param.u64 rd1, [p];\n"
                  "  ld.weak.global.u32 r1, [rd1];\n")
    quiet = ptxlint.lint(text)
    loud = ptxlint.lint(text, warnings=["all"])
    assert len(loud.diagnostics) > len(quiet.diagnostics)
    assert loud.warnings > 0 and loud.ok
    strict = ptxlint.lint(text, warnings=["all", "error"])
    assert strict.errors > 0 and not strict.ok


@pytest.mark.parametrize("arguments, words", [
    (dict(targets=["sm_999"]), "sm_999"),
    (dict(cuda=["9.9"]), "9.9"),
    (dict(ptx_version="1.9"), "1.9"),
    (dict(warnings=["no-such-group"]), "such-group"),
])
def test_wrong_arguments_raise_ptxlinterror(arguments, words):
    with pytest.raises(ptxlint.PtxLintError, match=words):
        ptxlint.lint(CLEAN, **arguments)
    assert issubclass(ptxlint.PtxLintError, ValueError)


def test_wrong_types_raise_typeerror():
    with pytest.raises(TypeError):
        ptxlint.lint(CLEAN, targets=[80])


def test_canonical():
    messy = HEADER + ".visible .entry k()\n{\n   ret ;\n}\n"
    printed = ptxlint.canonical(messy)
    assert "ret;" in printed and "   ret ;" not in printed
    assert ptxlint.canonical(printed) == printed
    assert ptxlint.lint(printed).ok
    with pytest.raises(ptxlint.PtxLintError, match="bad.ptx:8:12: .*duplicate"):
        ptxlint.canonical(DUPLICATE, "bad.ptx")


def test_check_instruction():
    found = ptxlint.check_instruction("ld.global.nc.L2::cache_hint.b32 %0, [%1], %2;",
                                      "sm_75", "8.5")
    assert [d.id for d in found] == ["requires-target"]
    assert (found[0].line, found[0].column) == (1, 13)
    assert ptxlint.check_instruction("mov.u32 %0, %%laneid;", "sm_80", "8.5") == ()
    with pytest.raises(ptxlint.PtxLintError):
        ptxlint.check_instruction("ret;", "sm_80", "8.5", warnings=["bogus"])
    with pytest.raises(ptxlint.PtxLintError, match="sm_999"):
        ptxlint.check_instruction("ret;", "sm_999", "8.5")
    with pytest.raises(ptxlint.PtxLintError):
        ptxlint.check_instruction("ret;", "sm_80", "")


def test_the_gil_is_released_while_checking():
    big = module("  .reg .b32 r<4>;\n" + "  add.s32 r1, r2, r3;\n" * 200000)
    started = threading.Event()

    def work():
        started.set()
        ptxlint.lint(big)

    worker = threading.Thread(target=work)
    worker.start()
    started.wait()
    # With the GIL held by the check, this loop could not run until it ends.
    turns = 0
    while worker.is_alive():
        turns += 1
    worker.join()
    assert turns > 1000


def run_module(*arguments, **kwargs):
    return subprocess.run([sys.executable, "-m", "ptxlint", *arguments], text=True,
                          capture_output=True, **kwargs)


def test_python_m_ptxlint_is_the_command(tmp_path):
    path = tmp_path / "dup.ptx"
    path.write_text(DUPLICATE)
    run = run_module("--no-config", str(path))
    assert run.returncode == 1
    assert f"{path}:8:12: error: duplicate '.global' [duplicate-qualifier]" in run.stdout + run.stderr
    tool = os.environ.get("PTXLINT_TOOL")
    if tool:
        same = subprocess.run([tool, "--no-config", str(path)], text=True,
                              capture_output=True)
        assert (same.returncode, same.stdout, same.stderr) == (
            run.returncode, run.stdout, run.stderr)
    assert run_module("--no-config", "--format=json", str(path)).stdout.startswith("{")
    version = run_module("--version")
    assert version.returncode == 0 and ptxlint.__version__ in version.stdout
    bad = run_module("--no-such-option")
    assert bad.returncode == 2 and "no-such-option" in bad.stderr


def test_a_folder_is_every_ptx_file_under_it(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b" / "c").mkdir(parents=True)
    (tmp_path / "a" / "clean.ptx").write_text(CLEAN)
    (tmp_path / "b" / "c" / "dup.ptx").write_text(DUPLICATE)
    (tmp_path / "b" / "notes.txt").write_text("not PTX")
    run = run_module("--no-config", "-j", "2", str(tmp_path))
    assert run.returncode == 1, run.stderr
    assert "b/c/dup.ptx:8:12: error" in run.stdout + run.stderr
    assert "notes.txt" not in run.stdout + run.stderr
    empty = tmp_path / "empty"
    empty.mkdir()
    run = run_module("--no-config", str(empty))
    assert run.returncode == 2 and "no .ptx file" in run.stderr


LINE_INFO = (".version 8.7\n.target sm_90a\n.address_size 64\n"
             ".visible .entry kernel(.param .u64 p)\n{\n"
             "  .reg .b32 %r<4>;\n  .reg .b64 %rd<3>;\n  ld.param.u64 %rd1, [p];\n"
             "  .loc 1 30 5\n"
             "  .loc 2 12 3, function_name $L__info_string0, inlined_at 1 30 5\n"
             "  .loc 2 7 9, function_name $L__info_string1, inlined_at 2 12 3\n"
             "  ld.global.ca.L1::evict_last.b32 %r1, [%rd1];\n"
             "  ret;\n}\n"
             '.file 1 "/home/user/kernel.py"\n.file 2 "lib/helpers.py"\n'
             ".section .debug_str\n{\n$L__info_string0:\n.b8 104,0\n"
             "$L__info_string1:\n.b8 105,0\n}\n")


def test_notes_name_the_source_line_that_generated_the_ptx():
    (found,) = ptxlint.lint(LINE_INFO, "k.ptx").diagnostics
    assert (found.line, found.id) == (12, "qualifier-conflict")
    assert [(n.message, n.filename, n.line, n.column) for n in found.notes] == [
        ("generated from here", "lib/helpers.py", 7, 9),
        ("inlined from here", "lib/helpers.py", 12, 3),
        ("inlined from here", "/home/user/kernel.py", 30, 5),
    ]


TRITON_BUGS = os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "gpu",
                           "triton-bugs")


@pytest.mark.skipif(not os.path.isdir(TRITON_BUGS), reason="../shared/gpu is absent")
def test_triton_errors_name_the_triton_source_line():
    """Triton 3.6's refused modules (../shared/gpu/triton-bugs): every error
    names the line of the Python kernel its load came from, the one LLVM's
    comment beside the .loc gives."""
    names = sorted(n for n in os.listdir(TRITON_BUGS) if n.endswith(".ptx"))
    assert names
    for name in names:
        with open(os.path.join(TRITON_BUGS, name)) as f:
            text = f.read()
        lines = text.splitlines()
        result = ptxlint.lint(text, name)
        assert result.errors > 0, name
        for found in result.diagnostics:
            (note,) = found.notes
            assert note.message == "generated from here"
            assert note.filename.endswith(".py"), note
            # The nearest .loc before the finding, and LLVM's comment on it.
            loc = next(line for line in reversed(lines[:found.line]) if "\t.loc\t" in line)
            comment = loc.split("//")[-1].strip()
            assert comment == f"{os.path.basename(note.filename)}:{note.line}:{note.column}"


def test_main_runs_the_command_in_this_process(tmp_path, capfd):
    path = tmp_path / "needs-sm80.ptx"
    path.write_text(module("  .reg .b32 r<2>;\n  .reg .b64 rd<3>;\n  ld.param.u64 rd1, [p];\n"
                           "  createpolicy.fractional.L2::evict_last.b64 rd2, 1.0;\n"
                           "  ld.global.L2::cache_hint.b32 r1, [rd1], rd2;\n"))
    assert ptxlint.main(["--no-config", "--target", "sm_75", str(path)]) == 1
    assert "requires sm_80 or later" in capfd.readouterr().err
    # A second run starts from the defaults: no --target left over.
    assert ptxlint.main(["--no-config", str(path)]) == 0
    assert capfd.readouterr().err == ""


CUDA_SOURCE = """#include <cuda/std/cstdint>

__global__ void kernel(cuda::std::uint32_t *out) {
#if WAIT_FIRST
  asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(*out));
}
"""


def cuda_ready():
    return ptxlint.cuda_supported() and os.path.isfile(
        os.path.join(os.environ.get("CUDA_PATH", "/usr/local/cuda"), "include",
                     "cuda_runtime.h"))


@pytest.mark.skipif(not cuda_ready(), reason="no CUDA front end or toolkit")
def test_lint_cuda_checks_the_inline_ptx_of_a_source(tmp_path, monkeypatch):
    monkeypatch.setenv("PTXLINT_CACHE_DIR", str(tmp_path / "cache"))
    name = str(tmp_path / "kernel.cu")  # not on disk: the text is the source
    assert ptxlint.lint_cuda(CUDA_SOURCE, name, targets="sm_80").ok
    result = ptxlint.lint_cuda(CUDA_SOURCE, name, targets=["sm_80", "sm_90"],
                               compiler_args=["-DWAIT_FIRST=1"])
    (found,) = result.diagnostics
    assert (found.filename, found.line, found.column) == (name, 5, 17)
    assert (found.id, found.targets) == ("requires-target", ("sm_80",))
    # The targets of the compiler's flags, when none are given.
    (found,) = ptxlint.lint_cuda(CUDA_SOURCE, name,
                                 compiler_args=["-DWAIT_FIRST=1", "-arch=sm_75"]).diagnostics
    assert "sm_75" in found.message
    with pytest.raises(ptxlint.PtxLintError, match="sm_999"):
        ptxlint.lint_cuda(CUDA_SOURCE, name, targets="sm_999")
    with pytest.raises(TypeError):
        ptxlint.lint_cuda(CUDA_SOURCE, name, compiler_args=[1])
