"""`python3 -m ptxlint`: the ptx-lint command, with its options and exit
codes."""

import sys

from . import main

sys.exit(main())
