"""A small LSP client for tests: JSON-RPC with Content-Length framing over
the pipes of a `ptx-lint --lsp` process, with a reader thread that sorts
what arrives into replies (by id) and notifications (in order)."""

import json
import queue
import subprocess
import threading


class LSPClient:
    def __init__(self, command, cwd=None):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, cwd=cwd)
        self.next_id = 1
        self.replies = {}
        self.notifications = queue.Queue()
        self.cond = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    with self.cond:
                        self.cond.notify_all()
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value)
            body = out.read(length)
            message = json.loads(body)
            if "id" in message and "method" not in message:
                with self.cond:
                    self.replies[message["id"]] = message
                    self.cond.notify_all()
            else:
                self.notifications.put(message)

    def send_raw(self, body):
        """Sends bytes as one framed message, whatever they hold."""
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def send(self, message):
        self.send_many([message])

    def send_many(self, messages):
        """Sends messages in one write: the server finds them all waiting."""
        data = b""
        for message in messages:
            body = json.dumps(dict(message, jsonrpc="2.0")).encode("utf-8")
            data += b"Content-Length: %d\r\n\r\n" % len(body) + body
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def request_async(self, method, params=None, id=None):
        if id is None:
            id = self.next_id
            self.next_id += 1
        message = {"id": id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return id

    def wait_reply(self, id, timeout=60):
        with self.cond:
            if not self.cond.wait_for(
                    lambda: id in self.replies or self.proc.poll() is not None,
                    timeout):
                raise TimeoutError("no reply to request %r" % (id,))
            if id not in self.replies:
                raise RuntimeError("the server exited before replying")
            return self.replies.pop(id)

    def request(self, method, params=None, timeout=60):
        """The reply's result; raises on an error reply."""
        reply = self.wait_reply(self.request_async(method, params), timeout)
        if "error" in reply:
            raise RuntimeError("%s failed: %s" % (method, reply["error"]))
        return reply.get("result")

    def notify(self, method, params=None):
        message = {"method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def wait_notification(self, method, predicate=lambda p: True, timeout=60):
        """The params of the next notification of method that predicate
        accepts; others of that method before it are dropped."""
        while True:
            message = self.notifications.get(timeout=timeout)
            if message.get("method") == method and predicate(message.get("params")):
                return message["params"]

    def diagnostics(self, uri, version, timeout=60):
        return self.wait_notification(
            "textDocument/publishDiagnostics",
            lambda p: p["uri"] == uri and p.get("version") == version,
            timeout)["diagnostics"]

    def initialize(self, options=None, root_uri=None):
        params = {"processId": None, "rootUri": root_uri, "capabilities": {}}
        if options is not None:
            params["initializationOptions"] = options
        result = self.request("initialize", params)
        self.notify("initialized", {})
        return result

    def open(self, uri, text, version=1):
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "ptx", "version": version, "text": text}})

    def change(self, uri, version, changes):
        self.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": changes})

    def shutdown_and_exit(self, timeout=60):
        self.request("shutdown")
        self.notify("exit")
        return self.proc.wait(timeout)
