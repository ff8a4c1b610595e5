"""refused-lines.py PTXAS ARCH FILE: ptxas refuses each line of FILE marked
@BAD@ on its own (FILE without the other marked lines fails), so that a
test's marks say exactly which lines ptxas rejects. Exit 1 on a marked line
ptxas accepts."""
import subprocess
import sys
import tempfile

ptxas, arch, path = sys.argv[1:4]
lines = open(path).read().split("\n")
bad = [i for i, line in enumerate(lines) if line.rstrip().endswith("@BAD@")]
failed = 0
with tempfile.TemporaryDirectory() as tmp:
    for i in bad:
        kept = [line for j, line in enumerate(lines) if j == i or j not in bad]
        module = f"{tmp}/line{i + 1}.ptx"
        with open(module, "w") as out:
            out.write("\n".join(kept))
        run = subprocess.run([ptxas, f"-arch={arch}", module, "-o", "/dev/null"],
                             capture_output=True, text=True)
        if run.returncode == 0:
            print(f"{path}:{i + 1}: ptxas accepts a line marked @BAD@: "
                  f"{lines[i].strip()}")
            failed = 1
sys.exit(failed)
