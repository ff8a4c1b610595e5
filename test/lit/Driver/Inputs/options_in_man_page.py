"""Fails if an option `ptx-lint --help-list` shows is missing from the man page.

usage: options_in_man_page.py HELP_TEXT_FILE MAN_PAGE
"""
import re
import sys

help_text = open(sys.argv[1]).read()
man_page = open(sys.argv[2]).read().replace("\\-", "-")
options = re.findall(r"^\s+(--?[A-Za-z][\w-]*)", help_text, re.M)
# The compiler-style options (-arch, -isystem, -std, ...) are documented with
# the one dash users type; llvm::cl lists them with two.
missing = [o for o in options
           if o not in man_page and not (o.startswith("--") and o[1:] in man_page)]
if not options:
    sys.exit("no options found in the help text")
if missing:
    sys.exit("options missing from the man page: " + ", ".join(missing))
print("%d options documented" % len(options))
