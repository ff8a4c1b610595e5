#!/usr/bin/env python3
"""Writes a module whose one variable is a lookup table: a `{...}` list of
pseudo-random numbers, as CRC, crypto and RNG tables are written.

  make_table.py OUT --elements N [--per-line K] [--type .u32]
                [--columns C] [--set INDEX=TEXT ...] [--bytes]

--per-line 0 puts the whole list on one line. --columns C makes a table of
rows of C elements (`[N/C][C]`, each row a `{...}`). --set replaces the
element at INDEX (counted from 0) with TEXT, to plant a wrong one. The same
arguments always write the same bytes. bench/robustness.py imports
table_module.
"""
import argparse
import random

HEADER = ".version 8.5\n.target sm_80\n.address_size 64\n"
KERNEL = (".visible .entry k(.param .u64 p)\n{\n  .reg .b64 %rd<2>;\n"
          "  .reg .b32 %r<2>;\n  mov.u64 %rd1, table;\n"
          "  ld.global.u32 %r1, [%rd1];\n  ret;\n}\n")


def table_module(elements, per_line=16, type_=".u32", columns=0, planted=(),
                 byte_values=False):
    """The module's text; planted: (index, text) pairs."""
    rng = random.Random(1)
    if byte_values:
        values = [str(rng.getrandbits(8)) for _ in range(elements)]
    else:
        values = ["0x%08x" % rng.getrandbits(32) for _ in range(elements)]
    for index, text in planted:
        values[index] = text
    if columns:
        rows = ["{" + ", ".join(values[i:i + columns]) + "}"
                for i in range(0, len(values), columns)]
        items, dims = rows, "[%d][%d]" % (len(rows), columns)
    else:
        items, dims = values, "[%d]" % len(values)
    if per_line:
        body = "\n" + ",\n".join(", ".join(items[i:i + per_line])
                                  for i in range(0, len(items), per_line)) + "\n"
    else:
        body = ", ".join(items)
    return HEADER + ".global %s table%s = {%s};\n" % (type_, dims, body) + KERNEL


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("--elements", type=int, required=True)
    parser.add_argument("--per-line", type=int, default=16)
    parser.add_argument("--type", default=".u32")
    parser.add_argument("--columns", type=int, default=0)
    parser.add_argument("--set", action="append", default=[])
    parser.add_argument("--bytes", action="store_true",
                        help="decimal bytes (an embedded file) instead of "
                        "32-bit hexadecimal words")
    args = parser.parse_args()
    planted = [(int(index), text) for index, text in
               (item.split("=", 1) for item in args.set)]
    with open(args.out, "w") as f:
        f.write(table_module(args.elements, args.per_line, args.type,
                             args.columns, planted, args.bytes))


if __name__ == "__main__":
    main()
