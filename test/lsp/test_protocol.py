#!/usr/bin/env python3
"""The language server at the protocol level: a client (lspclient.py)
drives `ptx-lint --lsp` through every feature, incremental edits, UTF-16
columns, configuration, and malformed input.

  test_protocol.py --ptx-lint build/tools/ptx-lint/ptx-lint [unittest args]
"""

import argparse
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import LSPClient  # noqa: E402

PTX_LINT = None

# Errors on line 11 (0-based 10): .L2::cache_hint needs sm_80, and the
# module says sm_75.
OLD_TARGET = """\
.version 7.4
.target sm_75
.address_size 64

.visible .entry k(.param .u64 p)
{
  .reg .b32 %r<4>;
  .reg .b64 %rd<3>;
  ld.param.u64 %rd1, [p];
  mov.u64 %rd2, 0;
  ld.global.L2::cache_hint.b32 %r1, [%rd1], %rd2;
  ret;
}
"""

# A warning (line 11: .cv on a .shared access) and an error with a fix-it
# (line 12: .u32 twice).
FINDINGS = """\
.version 8.0
.target sm_80
.address_size 64

.visible .entry k(.param .u64 p)
{
  .reg .b32 %r<4>;
  .reg .b64 %rd<3>;
  .shared .u32 s;
  ld.param.u64 %rd1, [p];
  ld.shared.cv.u32 %r2, [s];
  ld.global.u32.u32 %r1, [%rd1];
  ret;
}
"""

# Clean, with comments, not in canonical layout.
UNFORMATTED = """\
.version 8.0
.target sm_80
.address_size 64
// the kernel
.func f(.param .b32 x)
{
  ret;
}
.visible .entry k(.param .u64 p)
{
.reg .b32 %r<4>;
        .reg .b64 %rd<3>;
.reg .pred %p<2>;
   ld.param.u64 %rd1, [p];   // the pointer
$L_loop:
  mov.u32 %r1, 1;
  setp.eq.u32 %p1, %r1, 1;
  @%p1 bra $L_loop;
  call f, (%r1);
  ret;
}
"""

POLICY = """\
.version 8.0
.target sm_80
.address_size 64

.visible .entry k(.param .u64 p)
{
  .reg .b32 %r<4>;
  .reg .b64 %rd<3>;
  ld.param.u64 %rd1, [p];
  createpolicy.fractional.L2::evict_last.b64 %rd2, 0.5;
  ld.global.L2::cache_hint.b32 %r1, [%rd1], %rd2;
  ret;
}
"""


def pos(line, character):
    return {"line": line, "character": character}


def doc(uri):
    return {"textDocument": {"uri": uri}}


def at(uri, line, character, **extra):
    return dict(doc(uri), position=pos(line, character), **extra)


class ServerTest(unittest.TestCase):
    options = None

    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.client = LSPClient([PTX_LINT, "--lsp"], cwd=self.dir.name)
        self.init = self.client.initialize(self.options)

    def tearDown(self):
        if self.client.proc.poll() is None:
            self.client.proc.kill()
            self.client.proc.wait()
        self.client.proc.stdout.close()
        self.client.proc.stdin.close()
        self.dir.cleanup()

    def uri(self, name):
        return "file://" + os.path.join(self.dir.name, name)

    def open(self, name, text, version=1):
        uri = self.uri(name)
        self.client.open(uri, text, version)
        return uri, self.client.diagnostics(uri, version)


class Lifecycle(ServerTest):
    def test_capabilities(self):
        caps = self.init["capabilities"]
        self.assertEqual(caps["textDocumentSync"]["change"], 2)  # incremental
        for name in ("hoverProvider", "definitionProvider",
                     "referencesProvider", "documentSymbolProvider",
                     "documentFormattingProvider", "codeActionProvider",
                     "completionProvider"):
            self.assertIn(name, caps)
        self.assertIn(".", caps["completionProvider"]["triggerCharacters"])
        self.assertEqual(self.init["serverInfo"]["name"], "ptx-lint")

    def test_shutdown_then_exit_is_status_0(self):
        self.assertEqual(self.client.shutdown_and_exit(), 0)

    def test_exit_without_shutdown_is_status_1(self):
        self.client.notify("exit")
        self.assertEqual(self.client.proc.wait(60), 1)

    def test_requests_after_shutdown_fail(self):
        self.client.request("shutdown")
        reply = self.client.wait_reply(self.client.request_async(
            "textDocument/documentSymbol", doc(self.uri("x.ptx"))))
        self.assertEqual(reply["error"]["code"], -32600)
        self.client.notify("exit")
        self.assertEqual(self.client.proc.wait(60), 0)


class Diagnostics(ServerTest):
    def test_published_on_open(self):
        uri, diags = self.open("k.ptx", OLD_TARGET)
        self.assertEqual(len(diags), 1, diags)
        d = diags[0]
        self.assertEqual(d["code"], "requires-target")
        self.assertEqual(d["severity"], 1)
        self.assertEqual(d["source"], "ptx-lint")
        self.assertEqual(d["range"], {"start": pos(10, 11), "end": pos(10, 26)})
        self.assertTrue(d["codeDescription"]["href"].endswith(
            "diagnostics.md#requires-target"), d["codeDescription"])
        # The note: where the module declares its .target.
        related = d["relatedInformation"]
        self.assertEqual(related[0]["location"]["uri"], uri)
        self.assertEqual(related[0]["location"]["range"]["start"], pos(1, 8))
        self.assertIn(".target", related[0]["message"])

    def test_incremental_edits(self):
        uri, diags = self.open("k.ptx", OLD_TARGET)
        self.assertEqual(len(diags), 1)
        # sm_75 -> sm_80: the error goes.
        self.client.change(uri, 2, [{"range": {"start": pos(1, 11),
                                               "end": pos(1, 13)},
                                     "text": "80"}])
        self.assertEqual(self.client.diagnostics(uri, 2), [])
        # Back to sm_75, and two lines inserted above the instruction in
        # the same notification: the error comes back two lines lower.
        self.client.change(uri, 3, [
            {"range": {"start": pos(1, 11), "end": pos(1, 13)}, "text": "75"},
            {"range": {"start": pos(9, 0), "end": pos(9, 0)},
             "text": "  // one\n  // two\n"}])
        diags = self.client.diagnostics(uri, 3)
        self.assertEqual([d["range"]["start"] for d in diags], [pos(12, 11)])
        # A whole-text change.
        self.client.change(uri, 4, [{"text": FINDINGS}])
        codes = [d["code"] for d in self.client.diagnostics(uri, 4)]
        self.assertEqual(codes, ["cache-operator-no-effect",
                                 "duplicate-qualifier"])

    def test_utf16_columns(self):
        # é is one UTF-16 unit (two bytes), 😀 two units (four bytes).
        text = OLD_TARGET.replace(
            "  mov.u64 %rd2, 0;", "  mov.u64 %rd2, 0; // é 😀")
        uri, diags = self.open("u.ptx", text)
        starts = [(d["range"]["start"], d["range"]["end"]) for d in diags
                  if d["code"] == "invalid-character"]
        self.assertEqual(starts, [(pos(9, 22), pos(9, 23)),
                                  (pos(9, 24), pos(9, 26))])
        # Positions from the client are UTF-16 too: %rd2 after a comment
        # with both characters in it.
        text = FINDINGS.replace("  ld.param.u64 %rd1, [p];",
                                "  /* é😀 */ ld.param.u64 %rd1, [p];")
        uri, _ = self.open("v.ptx", text)
        # Before %rd1: 28 bytes, 25 UTF-16 units ("/* é😀 */ " is 13 bytes,
        # 10 units).
        hover = self.client.request("textDocument/hover", at(uri, 9, 26))
        self.assertEqual(hover["range"], {"start": pos(9, 25), "end": pos(9, 29)})
        self.assertIn(".reg .b64 %rd<3>;", hover["contents"]["value"])

    def test_stale_results_are_dropped(self):
        # A big document, opened and edited in one write: the edit is read
        # while the first check (about a second) runs, so the result for
        # version 1 describes text that is gone.
        body = "  add.s32 %r1, %r1, 1;\n" * 200000
        big = OLD_TARGET.replace("  ret;\n", body + "  ret;\n")
        uri = self.uri("big.ptx")
        small, _ = self.open("small.ptx", FINDINGS)
        self.client.send_many([
            {"method": "textDocument/didOpen", "params": {"textDocument": {
                "uri": uri, "languageId": "ptx", "version": 1, "text": big}}},
            {"method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": 2},
                "contentChanges": [{"range": {"start": pos(1, 11),
                                              "end": pos(1, 13)},
                                    "text": "80"}]}}])
        # The server answers while it checks.
        symbols = self.client.request("textDocument/documentSymbol", doc(small))
        self.assertEqual(symbols[0]["name"], "k")
        published = self.client.wait_notification(
            "textDocument/publishDiagnostics", lambda p: p["uri"] == uri)
        self.assertEqual(published["version"], 2)
        self.assertEqual(published["diagnostics"], [])

    def test_closing_clears(self):
        uri, _ = self.open("k.ptx", OLD_TARGET)
        self.client.notify("textDocument/didClose", doc(uri))
        cleared = self.client.wait_notification(
            "textDocument/publishDiagnostics", lambda p: p["uri"] == uri)
        self.assertEqual(cleared["diagnostics"], [])


class Configuration(ServerTest):
    def test_config_file_above_the_document(self):
        os.mkdir(os.path.join(self.dir.name, "sub"))
        with open(os.path.join(self.dir.name, ".ptx-lint.yaml"), "w") as f:
            f.write("targets: [sm_80]\nwarnings: [no-cache-hint]\n")
        _, diags = self.open("sub/k.ptx", OLD_TARGET)
        self.assertEqual(diags, [])
        _, diags = self.open("sub/f.ptx", FINDINGS)
        self.assertEqual([d["code"] for d in diags], ["duplicate-qualifier"])

    def test_did_change_configuration(self):
        uri, diags = self.open("k.ptx", OLD_TARGET)
        self.assertEqual(len(diags), 1)
        self.client.notify("workspace/didChangeConfiguration",
                           {"settings": {"ptx-lint": {"cuda": "11.0"}}})
        # CUDA 11.0's ptxas takes PTX 7.0, and the module declares a newer
        # one.
        diags = self.client.diagnostics(uri, 1)
        self.assertIn("version-unknown-to-release", [d["code"] for d in diags])
        # --ptx-version's meaning: as if the module declared 7.0.
        self.client.notify("workspace/didChangeConfiguration",
                           {"settings": {"ptx-lint": {"ptxVersion": "7.0"}}})
        diags = self.client.diagnostics(uri, 1)
        self.assertIn("requires-ptx-version", [d["code"] for d in diags])
        # Several releases: a list, or a comma-separated string.
        self.client.notify("workspace/didChangeConfiguration",
                           {"settings": {"ptx-lint": {"cuda": ["11.0", "13.0"]}}})
        diags = self.client.diagnostics(uri, 1)
        self.assertIn("version-unknown-to-release", [d["code"] for d in diags])
        self.client.notify("workspace/didChangeConfiguration",
                           {"settings": {"targets": ["sm_80"]}})
        self.assertEqual(self.client.diagnostics(uri, 1), [])

    def test_bad_settings_are_reported(self):
        self.client.notify("workspace/didChangeConfiguration",
                           {"settings": {"targets": ["sm_7"]}})
        message = self.client.wait_notification("window/showMessage")
        self.assertIn("sm_7", message["message"])


class InitializationOptions(ServerTest):
    options = {"targets": ["sm_80"], "warnings": ["no-cache-hint"],
               "diagnosticsDocs": "https://example.org/diagnostics.md"}

    def test_options_apply(self):
        _, diags = self.open("k.ptx", OLD_TARGET)
        self.assertEqual(diags, [])
        _, diags = self.open("f.ptx", FINDINGS)
        self.assertEqual([d["code"] for d in diags], ["duplicate-qualifier"])
        self.assertEqual(diags[0]["codeDescription"]["href"],
                         "https://example.org/diagnostics.md#duplicate-qualifier")


class Features(ServerTest):
    def test_hover_opcode_and_qualifier(self):
        uri, _ = self.open("k.ptx", OLD_TARGET)
        hover = self.client.request("textDocument/hover", at(uri, 10, 3))
        text = hover["contents"]["value"]
        self.assertIn("`ld`", text)
        self.assertIn("Needs PTX", text)
        hover = self.client.request("textDocument/hover", at(uri, 10, 15))
        text = hover["contents"]["value"]
        self.assertIn("`.L2::cache_hint`", text)
        self.assertIn("PTX 7.4, sm_80 or later", text)
        self.assertIn("Not available", text)
        self.assertEqual(hover["range"], {"start": pos(10, 11), "end": pos(10, 26)})

    def test_hover_names(self):
        uri, _ = self.open("k.ptx", UNFORMATTED)
        hover = self.client.request("textDocument/hover", at(uri, 13, 17))
        self.assertIn(".reg .b64 %rd<3>;", hover["contents"]["value"])
        self.assertIn("register", hover["contents"]["value"])
        hover = self.client.request("textDocument/hover", at(uri, 18, 7))
        self.assertIn(".func f(.param .b32 x)", hover["contents"]["value"])
        hover = self.client.request("textDocument/hover", at(uri, 17, 12))
        self.assertIn("label", hover["contents"]["value"])

    def test_hover_cache_policy(self):
        uri, _ = self.open("p.ptx", POLICY)
        hover = self.client.request("textDocument/hover", at(uri, 9, 3))
        text = hover["contents"]["value"]
        self.assertIn("`createpolicy", text)
        self.assertIn("access_property", text)
        # On the policy operand of the access.
        hover = self.client.request("textDocument/hover", at(uri, 10, 45))
        self.assertIn("access_property", hover["contents"]["value"])
        # A constant policy, as nvcc passes libcu++'s descriptors.
        self.client.change(uri, 2, [{"range": {"start": pos(10, 44),
                                               "end": pos(10, 48)},
                                     "text": "0x10F0000000000000"}])
        self.client.diagnostics(uri, 2)
        hover = self.client.request("textDocument/hover", at(uri, 10, 50))
        self.assertIn("cuda::access_property::global",
                      hover["contents"]["value"])

    def test_completion_of_qualifiers(self):
        uri, _ = self.open("k.ptx", OLD_TARGET)
        self.client.change(uri, 2, [{"range": {"start": pos(11, 0),
                                               "end": pos(11, 0)},
                                     "text": "  ld.global.\n"}])
        self.client.diagnostics(uri, 2)
        result = self.client.request("textDocument/completion", at(uri, 11, 12))
        items = {i["label"]: i for i in result["items"]}
        self.assertIn("u32", items)
        self.assertIn("L2::cache_hint", items)
        self.assertNotIn("global", items)  # already written
        # Legal for PTX 7.4 / sm_75 first; the others say what they need.
        self.assertEqual(items["u32"]["sortText"][0], "0")
        self.assertEqual(items["L2::cache_hint"]["sortText"][0], "1")
        self.assertEqual(items["L2::cache_hint"]["labelDetails"]["description"],
                         "needs PTX 7.4, sm_80 or later")
        self.assertEqual(items["L2::cache_hint"]["detail"],
                         "cache hint; needs PTX 7.4, sm_80 or later")
        self.assertEqual(items["u32"]["textEdit"]["range"],
                         {"start": pos(11, 12), "end": pos(11, 12)})
        # A longer opcode name continues what is typed: cp. -> async.
        self.client.change(uri, 3, [{"range": {"start": pos(11, 0),
                                               "end": pos(11, 12)},
                                     "text": "  cp.as"}])
        self.client.diagnostics(uri, 3)
        result = self.client.request("textDocument/completion", at(uri, 11, 7))
        labels = [i["label"] for i in result["items"]]
        self.assertIn("async", labels)

    def test_completion_of_opcodes_and_names(self):
        uri, _ = self.open("k.ptx", UNFORMATTED)
        self.client.change(uri, 2, [{"range": {"start": pos(19, 0),
                                               "end": pos(19, 0)},
                                     "text": "  cre\n  mov.u32 %r2, \n"}])
        self.client.diagnostics(uri, 2)
        result = self.client.request("textDocument/completion", at(uri, 19, 5))
        labels = [i["label"] for i in result["items"]]
        self.assertIn("createpolicy", labels)
        self.assertIn("ld", labels)
        result = self.client.request("textDocument/completion", at(uri, 20, 15))
        labels = [i["label"] for i in result["items"]]
        for name in ("%r0", "%r3", "%rd1", "%p1", "p", "$L_loop", "f"):
            self.assertIn(name, labels)
        self.assertNotIn("x", labels)  # f's parameter, not in scope here

    def test_definition_and_references(self):
        uri, _ = self.open("k.ptx", UNFORMATTED)
        # The label used by bra.
        where = self.client.request("textDocument/definition", at(uri, 17, 12))
        self.assertEqual(where["range"]["start"], pos(14, 0))
        # The function called.
        where = self.client.request("textDocument/definition", at(uri, 18, 7))
        self.assertEqual(where["range"]["start"], pos(4, 6))
        # %r1: declared by %r<4>, used three times.
        refs = self.client.request("textDocument/references", at(
            uri, 15, 11, context={"includeDeclaration": True}))
        self.assertEqual([r["range"]["start"] for r in refs],
                         [pos(10, 10), pos(15, 10), pos(16, 19), pos(18, 11)])
        refs = self.client.request("textDocument/references", at(
            uri, 13, 17, context={"includeDeclaration": False}))
        self.assertEqual([r["range"]["start"] for r in refs], [pos(13, 16)])

    def test_document_symbols(self):
        uri, _ = self.open("k.ptx", UNFORMATTED)
        symbols = self.client.request("textDocument/documentSymbol", doc(uri))
        self.assertEqual([s["name"] for s in symbols], ["f", "k"])
        self.assertEqual([c["name"] for c in symbols[1]["children"]],
                         ["p", "%r<4>", "%rd<3>", "%p<2>", "$L_loop"])
        self.assertEqual(symbols[0]["children"][0]["name"], "x")

    def test_formatting_keeps_comments(self):
        uri, diags = self.open("k.ptx", UNFORMATTED)
        self.assertEqual(diags, [])
        edits = self.client.request("textDocument/formatting",
                                    dict(doc(uri), options={"tabSize": 4,
                                                            "insertSpaces": True}))
        self.assertEqual(len(edits), 1)
        text = edits[0]["newText"]
        self.assertIn("// the kernel", text)
        self.assertIn("// the pointer", text)
        self.assertIn("\tld.param.u64", text)
        # Formatting canonical text changes nothing.
        self.client.change(uri, 2, [{"text": text}])
        self.client.diagnostics(uri, 2)
        self.assertEqual(self.client.request(
            "textDocument/formatting", dict(doc(uri), options={})), [])

    def test_formatting_refuses_a_document_with_errors(self):
        uri, _ = self.open("k.ptx", OLD_TARGET)
        reply = self.client.wait_reply(self.client.request_async(
            "textDocument/formatting", dict(doc(uri), options={})))
        self.assertIn("errors", reply["error"]["message"])

    def test_code_actions(self):
        uri, diags = self.open("f.ptx", FINDINGS)
        actions = self.client.request("textDocument/codeAction", dict(
            doc(uri), range={"start": pos(10, 0), "end": pos(11, 30)},
            context={"diagnostics": diags}))
        titles = [a["title"] for a in actions]
        self.assertIn("Suppress cache-operator-no-effect on this line", titles)
        fix = next(a for a in actions if a["title"].startswith("Fix: "))
        self.assertEqual(fix["kind"], "quickfix")
        self.assertEqual(fix["diagnostics"][0]["code"], "duplicate-qualifier")
        edits = fix["edit"]["changes"][uri]
        self.assertEqual(edits[0]["range"]["start"]["line"], 11)
        # No suppression for an error: ptxas would still reject the line.
        self.assertNotIn("Suppress duplicate-qualifier on this line", titles)
        suppress = next(a for a in actions if a["title"].startswith("Suppress"))
        edit = suppress["edit"]["changes"][uri][0]
        self.assertEqual(edit["range"]["start"], pos(10, 28))
        self.assertEqual(edit["newText"],
                         " // ptx-lint: disable=cache-operator-no-effect")
        # Applying it silences the warning.
        self.client.change(uri, 2, [{"range": edit["range"],
                                     "text": edit["newText"]}])
        codes = [d["code"] for d in self.client.diagnostics(uri, 2)]
        self.assertEqual(codes, ["duplicate-qualifier"])

    def suppression_edit(self, line_text):
        text = FINDINGS.replace("  ld.shared.cv.u32 %r2, [s];\n", line_text)
        self.opened = getattr(self, "opened", 0) + 1
        uri, diags = self.open("s%d.ptx" % self.opened, text)
        actions = self.client.request("textDocument/codeAction", dict(
            doc(uri), range={"start": pos(10, 0), "end": pos(10, 14)},
            context={"diagnostics": diags}))
        suppress = [a for a in actions if a["title"].startswith("Suppress")]
        self.assertEqual(len(suppress), 1, actions)
        return suppress[0]["edit"]["changes"][uri][0]

    def test_suppression_beside_other_comments(self):
        # A line that ends in a comment: the directive goes on a line of
        # its own above it, indented alike.
        edit = self.suppression_edit("  ld.shared.cv.u32 %r2, [s]; // why\n")
        self.assertEqual(edit["range"], {"start": pos(10, 0), "end": pos(10, 0)})
        self.assertEqual(
            edit["newText"],
            "  // ptx-lint: disable-next-line=cache-operator-no-effect\n")
        # A line that already silences something: the ID joins its list.
        edit = self.suppression_edit(
            "  ld.shared.cv.u32 %r2, [s]; // ptx-lint: disable=redundant-default\n")
        self.assertEqual(edit["range"]["start"], pos(10, 67))
        self.assertEqual(edit["newText"], ",cache-operator-no-effect")


class MalformedInput(ServerTest):
    def expect_error(self, code, body=None, method=None, params=None):
        if body is not None:
            self.client.send_raw(body)
            reply = self.client.wait_reply(None)
        else:
            reply = self.client.wait_reply(
                self.client.request_async(method, params))
        self.assertEqual(reply["error"]["code"], code, reply)

    def test_server_survives_bad_messages(self):
        self.expect_error(-32700, body=b"{not json")
        self.expect_error(-32700, body=b"\xff\xfe")
        self.expect_error(-32600, body=b'{"jsonrpc": "2.0", "id": null}')
        self.expect_error(-32600, body=b"[1, 2, 3]")
        self.expect_error(-32601, method="textDocument/unknown", params={})
        self.expect_error(-32602, method="textDocument/hover", params=[])
        self.expect_error(-32602, method="textDocument/hover",
                          params=doc(self.uri("k.ptx")))
        self.expect_error(-32602, method="textDocument/hover",
                          params=at(self.uri("not-open.ptx"), 0, 0))
        self.expect_error(-32602, method="textDocument/codeAction",
                          params={"textDocument": {"uri": 5}})
        # A header with no length, then a good message: it is read.
        self.client.proc.stdin.write(b"Content-Type: x\r\n\r\n")
        # Notifications with bad params are reported, not fatal.
        self.client.notify("textDocument/didOpen", {"textDocument": {}})
        self.client.notify("textDocument/didChange", {"textDocument": {
            "uri": self.uri("nope.ptx"), "version": 2}, "contentChanges": []})
        self.assertIn("didOpen", self.client.wait_notification(
            "window/showMessage")["message"])
        # Out-of-range positions are clamped, not trusted.
        uri, _ = self.open("k.ptx", OLD_TARGET)
        self.client.change(uri, 2, [{"range": {"start": pos(99, 99),
                                               "end": pos(99, 999)},
                                     "text": "// end\n"}])
        self.assertEqual(len(self.client.diagnostics(uri, 2)), 1)
        self.assertIsNone(self.client.request("textDocument/hover",
                                              at(uri, 500, 3)))
        # A document that is not PTX at all.
        _, diags = self.open("junk.ptx", "\x00\x01 }}}{{{ ;;; \xff" * 100)
        self.assertTrue(diags)
        self.assertEqual(self.client.shutdown_and_exit(), 0)

    def test_requests_before_initialize(self):
        client = LSPClient([PTX_LINT, "--lsp"])
        reply = client.wait_reply(client.request_async(
            "textDocument/hover", at(self.uri("k.ptx"), 0, 0)))
        self.assertEqual(reply["error"]["code"], -32002)
        client.initialize()
        self.assertEqual(client.shutdown_and_exit(), 0)
        client.proc.stdout.close()
        client.proc.stdin.close()


def main():
    global PTX_LINT
    parser = argparse.ArgumentParser()
    parser.add_argument("--ptx-lint", required=True)
    args, rest = parser.parse_known_args()
    PTX_LINT = os.path.abspath(args.ptx_lint)
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)


if __name__ == "__main__":
    main()
