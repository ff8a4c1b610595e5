"""Drives ptx-lint --lsp over a CUDA document and prints what it publishes.

  cuda_session.py PTX_LINT FOLDER [--targets sm_80,sm_90] [--alone]

Writes FOLDER/kernel.cu (an asm statement whose "h" operand is used as a
.u32 one, and one that names an operand, which has a fix-it) and FOLDER/cluster.cuh (a %clusterid that needs sm_90), opens
the .cu file, and prints one line per notification and reply, for
FileCheck: the diagnostics published for each file, the code actions at
the finding, the null answers of the PTX-only features, the diagnostics
after an edit that fixes the asm, and those after closing the document.

--alone runs a copy of PTX_LINT in FOLDER/bin, where the CUDA front end
module is not: then nothing is published for the document, a message says
why, and a second CUDA document does not say it again.
"""
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "lsp"))
from lspclient import LSPClient  # noqa: E402

HEADER = """\
__device__ int cluster() {
  int r;
  asm("mov.u32 %0, %%clusterid.x;" : "=r"(r));
  return r;
}
"""

SOURCE = """\
#include "cluster.cuh"
__global__ void kernel(int *out, short x) {
  int r;
  asm("add.u32 %0, %1, 1;" : "=r"(r) : "h"(x));
  asm("add.u32 %0, %[in], 2;" : "=r"(r) : [in] "r"(r));
  *out = r + cluster();
}
"""


def show(kind, value):
    print(kind, json.dumps(value, sort_keys=True), flush=True)


def main():
    ptx_lint, folder = sys.argv[1], os.path.abspath(sys.argv[2])
    targets = sys.argv[4].split(",") if sys.argv[3:4] == ["--targets"] else None
    os.makedirs(folder, exist_ok=True)
    if "--alone" in sys.argv:
        os.makedirs(os.path.join(folder, "bin"), exist_ok=True)
        ptx_lint = shutil.copy(shutil.which(ptx_lint),
                               os.path.join(folder, "bin", "ptx-lint"))
        os.environ.pop("PTXLINT_CUDA_PLUGIN", None)
    with open(os.path.join(folder, "cluster.cuh"), "w") as f:
        f.write(HEADER)
    with open(os.path.join(folder, "kernel.cu"), "w") as f:
        f.write(SOURCE)
    uri = "file://" + os.path.join(folder, "kernel.cu")
    header = "file://" + os.path.join(folder, "cluster.cuh")

    client = LSPClient([ptx_lint, "--lsp"])
    client.initialize({"targets": targets} if targets else None)
    # What is on disk is not what is checked: the buffer is.
    with open(os.path.join(folder, "kernel.cu"), "w") as f:
        f.write("// nothing here\n")
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "cuda", "version": 1, "text": SOURCE}})

    def published(expected_uri, version=None):
        params = client.wait_notification(
            "textDocument/publishDiagnostics",
            lambda p: p["uri"] == expected_uri and
            (version is None or p.get("version") == version))
        name = os.path.basename(expected_uri)
        show("PUBLISHED %s" % name, params["diagnostics"])
        return params["diagnostics"]

    def published_all(uris):
        """The next diagnostics of each of uris, whatever their order."""
        seen = {}
        while len(seen) < len(uris):
            params = client.wait_notification(
                "textDocument/publishDiagnostics",
                lambda p: p["uri"] in uris and p["uri"] not in seen)
            seen[params["uri"]] = params["diagnostics"]
        return {os.path.basename(u): d for u, d in seen.items()}

    diagnostics = published(uri, 1)
    if "--alone" in sys.argv:
        # No front end: a message says so, once.
        show("MESSAGE", client.wait_notification("window/showMessage"))
        other = "file://" + os.path.join(folder, "other.cu")
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": other, "languageId": "cuda-cpp", "version": 1,
            "text": SOURCE}})
        while True:
            message = client.notifications.get(timeout=60)
            show("THEN %s" % message["method"], message["params"])
            if message["params"].get("uri") == other:
                break
    else:
        published(header)
        for diagnostic in diagnostics:
            show("ACTIONS", client.request("textDocument/codeAction", {
                "textDocument": {"uri": uri},
                "range": diagnostic["range"],
                "context": {"diagnostics": []}}))
        for method in ("textDocument/hover", "textDocument/completion",
                       "textDocument/definition"):
            show(method, client.request(method, {
                "textDocument": {"uri": uri},
                "position": {"line": 3, "character": 6}}))
        show("textDocument/formatting", client.request(
            "textDocument/formatting", {"textDocument": {"uri": uri},
                                        "options": {"tabSize": 2,
                                                    "insertSpaces": True}}))
        # x an int, "h" an "r", %[in] %1: the document's own findings go,
        # the header's stays (and is not published again).
        client.change(uri, 2, [{"text": SOURCE.replace("short", "int")
                                .replace('"h"', '"r"')
                                .replace("%[in]", "%1")}])
        published(uri, 2)
        client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        for name, diagnostics in sorted(published_all([uri, header]).items()):
            show("CLOSED %s" % name, diagnostics)
    print("EXIT", client.shutdown_and_exit(), flush=True)


if __name__ == "__main__":
    main()
