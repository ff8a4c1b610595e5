#!/usr/bin/env python3
"""Compare two cubins (ELF64 files written by ptxas) section by section.

Usage: cubin_diff.py [--debug | --debug-strict] [--rdc] [-v] A.cubin B.cubin

Prints nothing and exits 0 when the two cubins are equivalent; otherwise
prints the differences (one per line) and exits 1.  Exit 2 on usage errors
or files that are not ELF64.

Rules (see README.md in this directory):

* Default (neither --debug nor --rdc): the files must be byte-identical
  (measured: reformatting PTX without debug info does not change a single
  cubin byte).  When they are not, the
  structural comparison below (with nothing ignored) is run only to say
  which sections differ.
* --debug (cubins built from PTX with debug info, -G / -lineinfo): the
  sections that embed PTX text or PTX line numbers may differ:
  .nv_debug_ptx_txt, .nv_debug_line_sass, .note.nv.tkinfo, every .debug_*
  section, and the .rel/.rela sections of all of these.  Everything else
  must be identical; sections are matched by index and name, file offsets
  and the padding between sections are not compared (they shift when an
  ignored section changes size), the symbol table is compared entry by
  entry as (name, value, size, info, other, section name) and the string
  tables as lists of strings when their raw bytes differ.
* --debug-strict: like --debug, but only .nv_debug_ptx_txt,
  .nv_debug_line_sass and .rel/.rela.nv_debug_line_sass may differ: these
  are the only sections that change when PTX text moves without changing
  meaning (measured on the corpus); .debug_* and .note.nv.tkinfo are
  compared.
* --rdc (relocatable cubins from `ptxas -c`): function-local .shared
  variables become symbols named `$__<name>__<PTX line>`.  The line numbers
  are replaced by their rank among all such line numbers in the file (so
  the relative order of declarations is still checked) in .strtab,
  .shstrtab and wherever symbol/section names are compared.

Only the standard library is used; the ELF is parsed with `struct`.
"""

import argparse
import re
import struct
import sys

__all__ = ["compare_files", "compare_bytes", "CubinError", "is_ignored_debug_section"]

SHT_NULL = 0
SHT_SYMTAB = 2
SHT_STRTAB = 3
SHT_RELA = 4
SHT_NOBITS = 8
SHT_REL = 9
# CUDA section types that, like SHT_NOBITS, occupy no bytes in the file
# (.nv.global, .nv.local, .nv.shared.*, .nv_debug.shared in relocatable
# cubins); their sh_offset is only a position.
SHT_CUDA_NOBITS = (0x70000007, 0x70000009, 0x7000000A)
SHN_LORESERVE = 0xFF00
SHN_XINDEX = 0xFFFF

_EHDR = struct.Struct("<16sHHIQQQIHHHHHH")
_SHDR = struct.Struct("<IIQQQQIIQQ")
_PHDR = struct.Struct("<IIQQQQQQ")
_SYM = struct.Struct("<IBBHQQ")

# Sections whose contents may legitimately differ in --debug mode: they
# embed the PTX text itself or PTX line numbers.
_DEBUG_IGNORED_EXACT = (".nv_debug_ptx_txt", ".nv_debug_line_sass", ".note.nv.tkinfo")
_DEBUG_IGNORED_PREFIX = (".debug_",)
# --debug-strict: only the sections that must change when PTX lines move
# (the PTX text itself and the SASS-to-PTX-line table), nothing else.
_DEBUG_STRICT_IGNORED = (".nv_debug_ptx_txt", ".nv_debug_line_sass")

# `$__<name>__<line>`: function-local .shared symbol in `ptxas -c` output
# (`$___ZZ...__<line>` for nvcc's mangled `_ZZ...` names).
_RDC_LOCAL_RE = re.compile(rb"^(\$__.+__)(\d+)$")
# `.nv_debug_ptx_txt.<hash of the PTX text>`: section (and section symbol)
# name in `ptxas -c` output with debug info; also in .rel/.rela names.
_PTX_TXT_HASH_RE = re.compile(rb"^((?:\.rela?)?\.nv_debug_ptx_txt)\.\d+$")


class CubinError(Exception):
    """The file is not an ELF64 little-endian object we can read."""


def _strip_rel(name):
    for rel in (".rela", ".rel"):
        if name.startswith(rel + "."):
            return name[len(rel):]
    return name


def is_ignored_debug_section(name, strict=False):
    """True for the sections --debug mode (or --debug-strict mode, when
    strict) allows to differ."""
    base = _strip_rel(name)
    if base.startswith(".nv_debug_ptx_txt."):
        base = ".nv_debug_ptx_txt"  # `ptxas -c`: .nv_debug_ptx_txt.<hash>
    if strict:
        return base in _DEBUG_STRICT_IGNORED
    return base in _DEBUG_IGNORED_EXACT or base.startswith(_DEBUG_IGNORED_PREFIX)


class Section:
    __slots__ = ("index", "name_off", "name", "type", "flags", "addr", "offset",
                 "size", "link", "info", "align", "entsize", "data")


class Elf:
    def __init__(self, data, label):
        self.label = label
        self.raw = data
        if len(data) < _EHDR.size or data[:4] != b"\x7fELF":
            raise CubinError("%s: not an ELF file" % label)
        if data[4] != 2 or data[5] != 1:
            raise CubinError("%s: not a little-endian ELF64 file (class %d, data %d)"
                             % (label, data[4], data[5]))
        h = _EHDR.unpack_from(data, 0)
        (self.ident, self.e_type, self.e_machine, self.e_version, self.e_entry,
         self.e_phoff, self.e_shoff, self.e_flags, self.e_ehsize, self.e_phentsize,
         self.e_phnum, self.e_shentsize, self.e_shnum, self.e_shstrndx) = h
        if self.e_shoff and self.e_shentsize != _SHDR.size:
            raise CubinError("%s: unexpected section header size %d" % (label, self.e_shentsize))
        if self.e_phnum and self.e_phentsize != _PHDR.size:
            raise CubinError("%s: unexpected program header size %d" % (label, self.e_phentsize))
        shnum = self.e_shnum
        shstrndx = self.e_shstrndx
        if self.e_shoff and shnum == 0:
            # Extended numbering: real count in section 0's sh_size.
            shnum = _SHDR.unpack_from(data, self.e_shoff)[5]
        if shstrndx == SHN_XINDEX and self.e_shoff:
            shstrndx = _SHDR.unpack_from(data, self.e_shoff)[6]
        self.shstrndx = shstrndx
        if self.e_shoff + shnum * _SHDR.size > len(data):
            raise CubinError("%s: section headers run past the end of the file" % label)
        self.sections = []
        for i in range(shnum):
            f = _SHDR.unpack_from(data, self.e_shoff + i * _SHDR.size)
            s = Section()
            s.index = i
            (s.name_off, s.type, s.flags, s.addr, s.offset, s.size, s.link, s.info,
             s.align, s.entsize) = f
            if s.type in (SHT_NOBITS, SHT_NULL) or s.type in SHT_CUDA_NOBITS:
                s.data = b""
            else:
                if s.offset + s.size > len(data):
                    raise CubinError("%s: section %d runs past the end of the file" % (label, i))
                s.data = data[s.offset:s.offset + s.size]
            self.sections.append(s)
        names = self.sections[shstrndx].data if 0 < shstrndx < shnum else b""
        for s in self.sections:
            s.name = _cstr(names, s.name_off).decode("latin-1")
        self.phdrs = []
        for i in range(self.e_phnum):
            off = self.e_phoff + i * _PHDR.size
            if off + _PHDR.size > len(data):
                raise CubinError("%s: program headers run past the end of the file" % label)
            self.phdrs.append(_PHDR.unpack_from(data, off))

    def section_name(self, idx):
        if 0 <= idx < len(self.sections):
            return self.sections[idx].name
        return "<index %d>" % idx


def _cstr(buf, off):
    if off >= len(buf):
        return b"<bad string offset %d>" % off
    end = buf.find(b"\0", off)
    return buf[off:] if end < 0 else buf[off:end]


class _Normaliser:
    """Rewrites the parts of names that encode PTX layout rather than meaning.

    rdc:   `$__name__<line>` -> `$__name__#<rank>`, rank of the line number
           among all such names in the cubin (declaration order still counts).
    debug: `.nv_debug_ptx_txt.<hash>` (`ptxas -c` with debug info names the
           PTX-text section after a hash of the text) -> `.nv_debug_ptx_txt.#`.
    """

    def __init__(self, elf, rdc, debug):
        self.rdc = rdc
        self.debug = debug
        self.ranks = {}
        if not rdc:
            return
        lines = set()
        for s in elf.sections:
            if s.type == SHT_STRTAB:
                for string in s.data.split(b"\0"):
                    m = _RDC_LOCAL_RE.match(string)
                    if m:
                        lines.add(int(m.group(2)))
        self.ranks = {n: r for r, n in enumerate(sorted(lines))}

    def __call__(self, string):
        if self.rdc:
            m = _RDC_LOCAL_RE.match(string)
            if m:
                return m.group(1) + b"#%d" % self.ranks[int(m.group(2))]
        if self.debug:
            string = _PTX_TXT_HASH_RE.sub(rb"\1.#", string)
        return string


def _first_diff(a, b):
    n = min(len(a), len(b))
    for i in range(0, n, 4096):
        if a[i:i + 4096] != b[i:i + 4096]:
            for j in range(i, min(i + 4096, n)):
                if a[j] != b[j]:
                    return j
    return n


def _symbols(elf, sec, norm):
    strtab = elf.sections[sec.link].data if 0 < sec.link < len(elf.sections) else b""
    out = []
    count = len(sec.data) // _SYM.size
    for i in range(count):
        name_off, info, other, shndx, value, size = _SYM.unpack_from(sec.data, i * _SYM.size)
        name = norm(_cstr(strtab, name_off)).decode("latin-1")
        if 0 < shndx < SHN_LORESERVE:
            where = norm(elf.section_name(shndx).encode("latin-1")).decode("latin-1")
        else:
            where = "SHN_0x%x" % shndx
        out.append((name, value, size, info, other, where))
    return out


def _describe_sym(sym):
    name, value, size, info, other, where = sym
    return "%s (value 0x%x, size %d, info 0x%x, other 0x%x, section %s)" % (
        name or "<noname>", value, size, info, other, where)


def _in_file(s):
    return s.type not in (SHT_NULL, SHT_NOBITS) and s.type not in SHT_CUDA_NOBITS


def _covered(elf, ph):
    """Names of the sections a segment covers, plus slack at both ends."""
    p_type, p_flags, p_offset, p_vaddr, p_paddr, p_filesz, p_memsz, p_align = ph
    names = []
    first = last = None
    for s in elf.sections:
        if s.type == SHT_NULL or not (s.flags & 0x2):  # SHF_ALLOC
            continue
        if not _in_file(s) or not s.size:
            continue  # no file bytes: placement is ambiguous at segment ends
        size = s.size
        if p_offset <= s.offset and s.offset + size <= p_offset + p_filesz:
            names.append(s.name)
            first = s.offset if first is None else min(first, s.offset)
            last = s.offset + size if last is None else max(last, s.offset + size)
    if first is None:
        return names, None, None
    return names, first - p_offset, p_offset + p_filesz - last


class _Report:
    def __init__(self, limit):
        self.lines = []
        self.limit = limit
        self.dropped = 0

    def add(self, msg):
        if len(self.lines) < self.limit:
            self.lines.append(msg)
        else:
            self.dropped += 1

    def result(self):
        out = list(self.lines)
        if self.dropped:
            out.append("... and %d more difference(s)" % self.dropped)
        return out


def _structural(ea, eb, debug, rdc, report, ignored_out):
    na = _Normaliser(ea, rdc, bool(debug))
    nb = _Normaliser(eb, rdc, bool(debug))

    # ELF header: everything but where the header tables live.
    for field in ("ident", "e_type", "e_machine", "e_version", "e_entry", "e_flags",
                  "e_ehsize", "e_phentsize", "e_phnum", "e_shentsize", "e_shnum",
                  "e_shstrndx"):
        va, vb = getattr(ea, field), getattr(eb, field)
        if va != vb:
            report.add("ELF header: %s differs (%r vs %r)" % (field, va, vb))

    # Section headers, matched by index (the section order must not change).
    if len(ea.sections) != len(eb.sections):
        report.add("section count differs (%d vs %d)" % (len(ea.sections), len(eb.sections)))
    names_a = [na(s.name.encode("latin-1")) for s in ea.sections]
    names_b = [nb(s.name.encode("latin-1")) for s in eb.sections]
    if names_a != names_b:
        set_b = set(names_b)
        set_a = set(names_a)
        for n in names_a:
            if n not in set_b:
                report.add("section %s only in A" % n.decode("latin-1"))
        for n in names_b:
            if n not in set_a:
                report.add("section %s only in B" % n.decode("latin-1"))
        if set_a == set_b:
            report.add("section order differs")
        # Index-based comparison below would only produce noise.
        return

    for sa, sb in zip(ea.sections, eb.sections):
        label = "section [%d] %s" % (sa.index, names_a[sa.index].decode("latin-1"))
        ignored = bool(debug) and is_ignored_debug_section(
            names_a[sa.index].decode("latin-1"), strict=(debug == "strict"))
        hdr = []
        for field in ("type", "flags", "addr", "link", "info", "align", "entsize"):
            va, vb = getattr(sa, field), getattr(sb, field)
            if va != vb:
                hdr.append("%s %r vs %r" % (field, va, vb))
        if not ignored and sa.size != sb.size and not (sa.data or sb.data):
            hdr.append("size %d vs %d" % (sa.size, sb.size))  # no file bytes
        if hdr:
            report.add("%s: header differs (%s)" % (label, ", ".join(hdr)))
        if ignored:
            if sa.data != sb.data or sa.size != sb.size:
                ignored_out.append(sa.name)
            continue
        if sa.data == sb.data:
            continue
        if sa.type == SHT_SYMTAB and sb.type == SHT_SYMTAB:
            syma = _symbols(ea, sa, na)
            symb = _symbols(eb, sb, nb)
            if syma != symb:
                if len(syma) != len(symb):
                    report.add("%s: symbol count differs (%d vs %d)" % (label, len(syma), len(symb)))
                for i, (x, y) in enumerate(zip(syma, symb)):
                    if x != y:
                        report.add("%s: symbol %d differs: %s vs %s"
                                   % (label, i, _describe_sym(x), _describe_sym(y)))
            continue
        if sa.type == SHT_STRTAB and sb.type == SHT_STRTAB:
            # Offsets inside string tables are checked through the names they
            # resolve to (section names, symbol names).  The string lists are
            # equal exactly when the raw bytes are, up to --rdc normalisation.
            la = [na(x) for x in sa.data.split(b"\0")]
            lb = [nb(x) for x in sb.data.split(b"\0")]
            if la != lb:
                for i, (x, y) in enumerate(zip(la, lb)):
                    if x != y:
                        report.add("%s: string %d differs: %r vs %r"
                                   % (label, i, x.decode("latin-1"), y.decode("latin-1")))
                        break
                else:
                    report.add("%s: string count differs (%d vs %d)" % (label, len(la), len(lb)))
            continue
        off = _first_diff(sa.data, sb.data)
        report.add("%s: contents differ (size %d vs %d, first difference at +0x%x)"
                   % (label, sa.size, sb.size, off))

    # Program headers: the same segments covering the same sections; file
    # offsets and sizes are layout (padding between sections shifts).
    if len(ea.phdrs) != len(eb.phdrs):
        report.add("program header count differs (%d vs %d)" % (len(ea.phdrs), len(eb.phdrs)))
    for i, (pa, pb) in enumerate(zip(ea.phdrs, eb.phdrs)):
        diffs = []
        for k, field in ((0, "p_type"), (1, "p_flags"), (3, "p_vaddr"), (4, "p_paddr"), (7, "p_align")):
            if pa[k] != pb[k]:
                diffs.append("%s 0x%x vs 0x%x" % (field, pa[k], pb[k]))
        if pa[6] - pa[5] != pb[6] - pb[5]:
            diffs.append("p_memsz-p_filesz %d vs %d" % (pa[6] - pa[5], pb[6] - pb[5]))
        if pa[0] == 6:  # PT_PHDR: covers the program header table itself
            if (pa[2] == ea.e_phoff) != (pb[2] == eb.e_phoff) or pa[5] != pb[5]:
                diffs.append("PT_PHDR placement")
        else:
            ca = _covered(ea, pa)
            cb = _covered(eb, pb)
            if ca[0] != cb[0]:
                diffs.append("covers %s vs %s" % (ca[0], cb[0]))
            elif ca[1] != cb[1]:
                diffs.append("starts %s vs %s bytes before its first section" % (ca[1], cb[1]))
            if not ca[0] and (pa[2] == ea.e_phoff) != (pb[2] == eb.e_phoff):
                diffs.append("program-header placement differs")
            if not ca[0] and pa[5] != pb[5]:
                diffs.append("p_filesz %d vs %d" % (pa[5], pb[5]))
        if diffs:
            report.add("program header %d: %s" % (i, ", ".join(diffs)))

    # Bytes outside every header and section (padding) must be zero.
    for elf, which in ((ea, "A"), (eb, "B")):
        bad = _nonzero_gap(elf)
        if bad is not None:
            report.add("%s: non-zero padding byte at file offset 0x%x" % (which, bad))


def _nonzero_gap(elf):
    spans = [(0, elf.e_ehsize)]
    if elf.e_phnum:
        spans.append((elf.e_phoff, elf.e_phoff + elf.e_phnum * _PHDR.size))
    if elf.sections:
        spans.append((elf.e_shoff, elf.e_shoff + len(elf.sections) * _SHDR.size))
    for s in elf.sections:
        if _in_file(s):
            spans.append((s.offset, s.offset + s.size))
    spans.sort()
    pos = 0
    raw = elf.raw
    for start, end in spans:
        if start > pos:
            gap = raw[pos:start]
            if gap.strip(b"\0"):
                return pos + next(i for i, c in enumerate(gap) if c)
        pos = max(pos, end)
    if pos < len(raw) and raw[pos:].strip(b"\0"):
        return pos
    return None


def compare_bytes(a, b, debug=False, rdc=False, label_a="A", label_b="B",
                  limit=50, ignored_out=None):
    """Returns a list of human-readable differences; empty when equivalent.

    debug: False (byte-identical unless rdc), True (the --debug rules) or
    "strict" (the --debug-strict rules).  rdc: normalise `$__name__<line>`.
    ignored_out, when a list, receives the names of the sections that
    differ but are ignored under the debug rules."""
    if a == b:
        return []
    ea = Elf(a, label_a)
    eb = Elf(b, label_b)
    report = _Report(limit)
    ign = [] if ignored_out is None else ignored_out
    if not debug and not rdc:
        # Strict mode: any byte difference is a failure; the structural
        # comparison (nothing ignored, nothing normalised) only explains it.
        _structural(ea, eb, False, False, report, ign)
        for field in ("e_phoff", "e_shoff"):
            va, vb = getattr(ea, field), getattr(eb, field)
            if va != vb:
                report.add("ELF header: %s differs (0x%x vs 0x%x)" % (field, va, vb))
        for sa, sb in zip(ea.sections, eb.sections):
            if sa.offset != sb.offset and sa.type != SHT_NULL:
                report.add("section [%d] %s: file offset differs (0x%x vs 0x%x)"
                           % (sa.index, sa.name, sa.offset, sb.offset))
                break
        out = report.result()
        if not out:
            off = _first_diff(a, b)
            out = ["files differ at byte offset 0x%x (sizes %d vs %d) outside any section"
                   % (off, len(a), len(b))]
        return out
    _structural(ea, eb, debug, rdc, report, ign)
    return report.result()


def compare_files(path_a, path_b, debug=False, rdc=False, limit=50, ignored_out=None):
    with open(path_a, "rb") as f:
        a = f.read()
    with open(path_b, "rb") as f:
        b = f.read()
    return compare_bytes(a, b, debug=debug, rdc=rdc, label_a=path_a, label_b=path_b,
                         limit=limit, ignored_out=ignored_out)


def main(argv=None):
    ap = argparse.ArgumentParser(description="Compare two cubins section by section.")
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--debug", action="store_const", const=True, default=False,
                    help="ignore sections embedding PTX text/line numbers (-G/-lineinfo "
                         "builds): .nv_debug_ptx_txt, .nv_debug_line_sass, .note.nv.tkinfo, "
                         ".debug_* and their .rel/.rela sections")
    ap.add_argument("--debug-strict", dest="debug", action="store_const", const="strict",
                    help="like --debug, but ignore only .nv_debug_ptx_txt, "
                         ".nv_debug_line_sass and its .rel/.rela section")
    ap.add_argument("--rdc", action="store_true",
                    help="normalise the PTX line numbers in `$__name__<line>` symbols (ptxas -c)")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="also list the differing sections that the rules ignore")
    ap.add_argument("--limit", type=int, default=50, help="report at most this many differences")
    args = ap.parse_args(argv)
    ignored = []
    try:
        diffs = compare_files(args.a, args.b, debug=args.debug, rdc=args.rdc,
                              limit=args.limit, ignored_out=ignored)
    except (OSError, CubinError) as e:
        print("cubin_diff: %s" % e, file=sys.stderr)
        return 2
    if args.verbose and ignored:
        print("cubin_diff: ignored differing sections: %s" % ", ".join(ignored), file=sys.stderr)
    if diffs:
        print("cubin_diff: %s and %s differ:" % (args.a, args.b))
        for d in diffs:
            print("  " + d)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
