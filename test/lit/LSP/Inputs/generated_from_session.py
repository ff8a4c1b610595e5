"""Opens a PTX module with line information in ptx-lint --lsp and prints
the related information of each published finding, for FileCheck.

  generated_from_session.py PTX_LINT FOLDER MODULE

Opens MODULE's text as FOLDER/sub/kernel.ptx (a file:// URI), then as an
unsaved document (untitled:), and prints for each finding

  FINDING <uri name> <line> <related uri> <related range> <message>

with one line per related location.
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "lsp"))
from lspclient import LSPClient  # noqa: E402


def main():
    ptx_lint, folder, module = sys.argv[1:4]
    folder = os.path.abspath(folder)
    with open(module) as f:
        text = f.read()
    client = LSPClient([ptx_lint, "--lsp"])
    client.initialize()
    for uri in ("file://" + os.path.join(folder, "sub", "kernel.ptx"),
                "untitled:kernel.ptx"):
        client.open(uri, text)
        for d in client.diagnostics(uri, 1):
            for related in d.get("relatedInformation", []):
                location = related["location"]
                print("FINDING", uri.replace(folder, "FOLDER"),
                      d["range"]["start"]["line"],
                      location["uri"].replace(folder, "FOLDER"),
                      json.dumps(location["range"], sort_keys=True),
                      related["message"], flush=True)
    print("EXIT", client.shutdown_and_exit(), flush=True)


if __name__ == "__main__":
    main()
